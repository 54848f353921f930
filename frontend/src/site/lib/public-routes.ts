/** Every public page and the route module that renders it. Prerendered to one HTML file each. */
interface PublicRoute {
  path: string;
  file: string;
}

const pages = 'site/pages';

export const germanRoutes: PublicRoute[] = [
  { path: '/', file: `${pages}/HomePage.tsx` },
  { path: '/online-seminare', file: `${pages}/WebinarPage.tsx` },
  { path: '/seminarinhalte', file: `${pages}/SeminarContentPage.tsx` },
  { path: '/rechtslage-strafen', file: `${pages}/LegalSituationPage.tsx` },
  { path: '/warum-wichtig', file: `${pages}/WhyImportantPage.tsx` },
  { path: '/ueber-uns', file: `${pages}/AboutUsPage.tsx` },
  { path: '/blog', file: `${pages}/BlogPage.tsx` },
  { path: '/agb', file: `${pages}/TermsPage.tsx` },
  { path: '/datenschutz', file: `${pages}/PrivacyPage.tsx` },
  { path: '/impressum', file: `${pages}/ImprintPage.tsx` },
  { path: '/warteliste', file: `${pages}/WaitlistLandingPage.tsx` },
  { path: '/booking/success', file: `${pages}/BookingSuccessPage.tsx` },
  { path: '/booking/cancel', file: `${pages}/BookingCancelPage.tsx` },
  { path: '/newsletter-unsubscribe', file: `${pages}/NewsletterUnsubscribePage.tsx` },
  { path: '/newsletter-bestaetigung', file: `${pages}/NewsletterConfirmPage.tsx` },
  { path: '/waitlist-unsubscribe', file: `${pages}/WaitlistUnsubscribePage.tsx` },
  { path: '/anmeldung', file: `${pages}/SignInPage.tsx` },
];

/** All English routes show the same 'coming soon' page until the translation exists. */
export const englishPaths = [
  '/maintenance',
  '/home-en',
  '/online-seminars',
  '/seminar-content',
  '/legal-situation',
  '/about-us',
  '/why-important',
  '/terms',
  '/blog-en',
  '/imprint',
  '/privacy',
] as const;

/** One Markdown file per article (site/content/blog/<slug>.md); the build fails if they disagree. */
export const articleSlugs = [
  'news',
  'internationale-expansion-compliance',
  'qualitaetsmanagement-mdr',
  'eudamed-module',
  'internationale-zertifizierung-marktzugang',
] as const;

/**
 * Each article is a route of its own rather than '/blog/:slug': an unknown slug then matches the
 * catch-all 404 route on the server and in the browser alike, so the 404 page hydrates as it was served.
 */
export const articleRoutes: PublicRoute[] = articleSlugs.map((slug) => ({
  path: `/blog/${slug}`,
  file: `${pages}/ArticlePage.tsx`,
}));

export const englishComingSoonFile = `${pages}/EnglishComingSoonPage.tsx`;
export const notFoundFile = `${pages}/NotFoundPage.tsx`;

/**
 * `/404` is rendered by the catch-all route, so the server can answer unknown public paths with
 * a real 404 status and a finished page (build/client/404/index.html).
 */
export const prerenderedPaths: string[] = [
  ...germanRoutes.map((route) => route.path),
  ...articleRoutes.map((route) => route.path),
  ...englishPaths,
  '/404',
];
