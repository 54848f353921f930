import { SITE_PATHS } from '@mpb/domain';
import { articleRoutes, englishPaths, germanRoutes } from './public-routes';

type NavigationKey = 'home' | 'seminar-content' | 'legal-situation' | 'why-important' | 'about-us' | 'blog' | 'courses';

interface NavigationItem {
  key: NavigationKey;
  germanPath: string;
  germanLabel: string;
  englishLabel: string;
}

/** Header links in display order; 'courses' is rendered as the call-to-action button. */
export const headerNavigation: NavigationItem[] = [
  {
    key: 'seminar-content',
    germanPath: SITE_PATHS.seminarContent,
    germanLabel: 'Seminarinhalte',
    englishLabel: 'Course content',
  },
  {
    key: 'legal-situation',
    germanPath: SITE_PATHS.legalSituation,
    germanLabel: 'Rechtslage',
    englishLabel: 'Legal situation',
  },
  {
    key: 'why-important',
    germanPath: SITE_PATHS.whyImportant,
    germanLabel: 'Warum wichtig?',
    englishLabel: 'Why important?',
  },
  { key: 'about-us', germanPath: SITE_PATHS.aboutUs, germanLabel: 'Über uns', englishLabel: 'About us' },
  { key: 'blog', germanPath: SITE_PATHS.blog, germanLabel: 'Blog', englishLabel: 'Blog' },
];

export const coursesNavigation: NavigationItem = {
  key: 'courses',
  germanPath: SITE_PATHS.courses,
  germanLabel: 'Kurse',
  englishLabel: 'Courses',
};

/** Page names (first path segment) of both languages mapped to the header item they activate. */
const pageNameToKey: Record<string, NavigationKey> = {
  '': 'home',
  'home-en': 'home',
  seminarinhalte: 'seminar-content',
  'seminar-content': 'seminar-content',
  'rechtslage-strafen': 'legal-situation',
  'legal-situation': 'legal-situation',
  'warum-wichtig': 'why-important',
  'why-important': 'why-important',
  'ueber-uns': 'about-us',
  'about-us': 'about-us',
  'online-seminare': 'courses',
  'online-seminars': 'courses',
};

/** Paths of the site's pages. Any other path shows the 404 page: German, no header item marked, as it was served. */
const pagePaths = new Set<string>([...germanRoutes, ...articleRoutes].map((route) => route.path).concat(englishPaths));

function knownPagePath(pathname: string): string | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return pagePaths.has(path) ? path : undefined;
}

function pageName(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** The header item marked active: by page name, and every page whose name starts with 'blog'. */
export function activeNavigationKey(pathname: string): NavigationKey | null {
  const path = knownPagePath(pathname);
  if (path === undefined) return null;
  const name = pageName(path);
  if (name.startsWith('blog')) return 'blog';
  return pageNameToKey[name] ?? null;
}

const englishPagePaths = new Set<string>(englishPaths);

export function isEnglishPath(pathname: string): boolean {
  const path = knownPagePath(pathname);
  return path !== undefined && englishPagePaths.has(path);
}

/** In English mode every header link leads to the maintenance page until the translation exists. */
export function navigationHref(item: NavigationItem, english: boolean): string {
  return english ? SITE_PATHS.englishMaintenance : item.germanPath;
}

interface FooterLink {
  germanPath: string;
  germanLabel: string;
  englishPath: string;
  englishLabel: string;
}

export const footerNavigation: FooterLink[] = [
  { germanPath: '/', germanLabel: 'Startseite', englishPath: '/home-en', englishLabel: 'Home' },
  {
    germanPath: SITE_PATHS.courses,
    germanLabel: 'Online-Seminare',
    englishPath: '/online-seminars',
    englishLabel: 'Online seminars',
  },
  {
    germanPath: SITE_PATHS.seminarContent,
    germanLabel: 'Seminarinhalte',
    englishPath: '/seminar-content',
    englishLabel: 'Course content',
  },
  {
    germanPath: SITE_PATHS.legalSituation,
    germanLabel: 'Rechtslage & Strafen',
    englishPath: '/legal-situation',
    englishLabel: 'Legal situation',
  },
  {
    germanPath: SITE_PATHS.whyImportant,
    germanLabel: 'Warum wichtig?',
    englishPath: '/why-important',
    englishLabel: 'Why important?',
  },
  { germanPath: SITE_PATHS.aboutUs, germanLabel: 'Über uns', englishPath: '/about-us', englishLabel: 'About us' },
  { germanPath: SITE_PATHS.blog, germanLabel: 'Blog', englishPath: '/blog-en', englishLabel: 'Blog' },
];

/**
 * Legal pages stay German in English mode: the legal notice and privacy policy must always be
 * reachable, and there is no English text of them yet.
 */
export const footerLegalNavigation: FooterLink[] = [
  {
    germanPath: SITE_PATHS.imprint,
    germanLabel: 'Impressum',
    englishPath: SITE_PATHS.imprint,
    englishLabel: 'Legal notice (German)',
  },
  {
    germanPath: SITE_PATHS.privacy,
    germanLabel: 'Datenschutz',
    englishPath: SITE_PATHS.privacy,
    englishLabel: 'Privacy policy (German)',
  },
  { germanPath: SITE_PATHS.terms, germanLabel: 'AGB', englishPath: SITE_PATHS.terms, englishLabel: 'Terms (German)' },
];
