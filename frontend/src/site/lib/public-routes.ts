import { articlePath, SITE_PATHS } from '@mpb/domain';
/** Every public page and the route module that renders it. Prerendered to one HTML file each. */
interface PublicRoute {
  path: string;
  file: string;
}

const pages = 'site/pages';

export const germanRoutes: PublicRoute[] = [
  { path: '/', file: `${pages}/HomePage.tsx` },
  { path: SITE_PATHS.courses, file: `${pages}/WebinarPage.tsx` },
  { path: SITE_PATHS.seminarContent, file: `${pages}/SeminarContentPage.tsx` },
  { path: SITE_PATHS.legalSituation, file: `${pages}/LegalSituationPage.tsx` },
  { path: SITE_PATHS.whyImportant, file: `${pages}/WhyImportantPage.tsx` },
  { path: SITE_PATHS.aboutUs, file: `${pages}/AboutUsPage.tsx` },
  { path: SITE_PATHS.blog, file: `${pages}/BlogPage.tsx` },
  { path: SITE_PATHS.terms, file: `${pages}/TermsPage.tsx` },
  { path: SITE_PATHS.privacy, file: `${pages}/PrivacyPage.tsx` },
  { path: SITE_PATHS.imprint, file: `${pages}/ImprintPage.tsx` },
  { path: SITE_PATHS.waitlist, file: `${pages}/WaitlistLandingPage.tsx` },
  { path: SITE_PATHS.bookingSuccess, file: `${pages}/BookingSuccessPage.tsx` },
  { path: SITE_PATHS.bookingCancel, file: `${pages}/BookingCancelPage.tsx` },
  { path: SITE_PATHS.bookingDiscard, file: `${pages}/BookingDiscardPage.tsx` },
  { path: SITE_PATHS.newsletterUnsubscribe, file: `${pages}/NewsletterUnsubscribePage.tsx` },
  { path: SITE_PATHS.newsletterConfirm, file: `${pages}/NewsletterConfirmPage.tsx` },
  { path: SITE_PATHS.waitlistUnsubscribe, file: `${pages}/WaitlistUnsubscribePage.tsx` },
  { path: SITE_PATHS.signIn, file: `${pages}/SignInPage.tsx` },
  { path: SITE_PATHS.myBookings, file: `${pages}/my-bookings/MyBookingsPage.tsx` },
];

/**
 * The certificate check: /zertifikat is prerendered; the API serves that same page for
 * /zertifikat/{number}, the address on each certificate, and the route reads the number.
 */
export const certificateCheckRoute: PublicRoute = {
  path: `${SITE_PATHS.certificateCheck}/:number?`,
  file: `${pages}/CertificateCheckPage.tsx`,
};

/** All English routes show the same 'coming soon' page until the translation exists. */
export const englishPaths = [
  SITE_PATHS.englishMaintenance,
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
  path: articlePath(slug),
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
  SITE_PATHS.certificateCheck,
  '/404',
];
