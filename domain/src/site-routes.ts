/**
 * The site's paths, which the server (redirects, served pages, links in mails) and the site's
 * routes and links must agree on, and the URLs with their query parameters built from them.
 */
export const SITE_PATHS = {
  home: '/',
  courses: '/online-seminare',
  seminarContent: '/seminarinhalte',
  legalSituation: '/rechtslage-strafen',
  whyImportant: '/warum-wichtig',
  aboutUs: '/ueber-uns',
  blog: '/blog',
  terms: '/agb',
  privacy: '/datenschutz',
  imprint: '/impressum',
  waitlist: '/warteliste',
  bookingSuccess: '/booking/success',
  bookingCancel: '/booking/cancel',
  /** The address's owner discards an unpaid checkout opened with their address (mailed link). */
  bookingDiscard: '/booking/discard',
  newsletterUnsubscribe: '/newsletter-unsubscribe',
  newsletterConfirm: '/newsletter-bestaetigung',
  waitlistUnsubscribe: '/waitlist-unsubscribe',
  signIn: '/anmeldung',
  /** 'Meine Buchungen': the signed-in address's bookings (cancel, rebook, substitute). */
  myBookings: '/meine-buchungen',
  /** The public certificate check; a certificate's QR code opens /zertifikat/{number}. */
  certificateCheck: '/zertifikat',
  /** Every English path shows a 'coming soon' page; the header's language switch leads here. */
  englishMaintenance: '/maintenance',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminQueues: '/admin/queues',
} as const;

export type SitePath = (typeof SITE_PATHS)[keyof typeof SITE_PATHS];

/** Query parameters the site's pages read. */
export const SITE_PARAMETERS = {
  /** The waitlist offer token on the webinar page. */
  waitlistOffer: 'angebot',
  /** Where the admin sign-in leads afterwards. */
  adminNext: 'weiter',
  /** Set to 'verweigert' when a non-admin's sign-in link asked for the admin area. */
  adminAccess: 'zugriff',
  /** Why a sign-in link did not work, on the sign-in page. */
  signInFailure: 'fehler',
  /** 'admin' when the failed link led to the admin area. */
  signInTarget: 'ziel',
  /** On 'Meine Buchungen': a booking mail's link met another account's session ('wechsel', 'admin'). */
  mailLinkSession: 'anmeldung',
} as const;

/** `?fehler=` of a booking mail's link that was used or expired: the page offers a fresh link. */
export const MAIL_LINK_FAILURE = 'erneuern';

/**
 * Where a booking mail's link leads a browser signed in as someone else: 'wechsel' asks whether to
 * continue as the link's address, 'admin' says an admin session is never replaced by it.
 */
export function mailLinkSessionPath(kind: 'wechsel' | 'admin'): string {
  return `${SITE_PATHS.myBookings}?${SITE_PARAMETERS.mailLinkSession}=${kind}`;
}

/** `/blog/<slug>`: one article. */
export function articlePath(slug: string): string {
  return `${SITE_PATHS.blog}/${slug}`;
}

/** The path itself and everything below it ('/admin', '/admin/…', '/admin?…', '/admin#…'). */
export function isAdminAreaPath(path: string): boolean {
  return path === SITE_PATHS.admin || /^\/admin[/?#]/.test(path);
}

/** Joins a site path to the site's origin ('https://www.example.de', trailing slashes allowed). */
export function siteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function withToken(origin: string, path: string, token: string): string {
  return `${siteUrl(origin, path)}?token=${encodeURIComponent(token)}`;
}

/**
 * The personal booking link of a waitlist offer: the webinar page reads `angebot`, shows the offer
 * (GET /api/waitlist/offer?token=) and books with `waitlistOfferToken` in POST /api/checkout.
 */
export function waitlistOfferUrl(origin: string, token: string): string {
  return `${siteUrl(origin, SITE_PATHS.courses)}?${SITE_PARAMETERS.waitlistOffer}=${encodeURIComponent(token)}`;
}

/** The site page that calls GET /api/waitlist/unsubscribe and shows the answer. */
export function waitlistUnsubscribeUrl(origin: string, token: string): string {
  return withToken(origin, SITE_PATHS.waitlistUnsubscribe, token);
}

/** The site page that calls GET /api/newsletter/confirm and shows the answer. */
export function newsletterConfirmUrl(origin: string, token: string): string {
  return withToken(origin, SITE_PATHS.newsletterConfirm, token);
}

/** The site page that calls GET /api/newsletter/unsubscribe and shows the answer. */
export function newsletterUnsubscribeUrl(origin: string, token: string): string {
  return withToken(origin, SITE_PATHS.newsletterUnsubscribe, token);
}

/** Where the payment page returns after paying; the provider fills in `{CHECKOUT_SESSION_ID}`. */
export function checkoutSuccessUrl(origin: string, bookingId: string): string {
  return `${siteUrl(origin, SITE_PATHS.bookingSuccess)}?session_id={CHECKOUT_SESSION_ID}&booking_id=${encodeURIComponent(bookingId)}`;
}

/** Where the payment page returns when the customer gives up; the page releases the held seat. */
export function checkoutCancelUrl(origin: string, bookingId: string, cancelToken: string): string {
  return `${siteUrl(origin, SITE_PATHS.bookingCancel)}?booking_id=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(cancelToken)}`;
}

/** The page that asks before it discards an unpaid checkout; the mail to the checkout's address links to it. */
export function checkoutDiscardUrl(origin: string, bookingId: string, discardToken: string): string {
  return `${siteUrl(origin, SITE_PATHS.bookingDiscard)}?booking_id=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(discardToken)}`;
}

/** The admin sign-in telling that the address is not an admin's. */
export const ADMIN_ACCESS_DENIED_PATH = `${SITE_PATHS.adminLogin}?${SITE_PARAMETERS.adminAccess}=verweigert`;

/** The sign-in page explaining why a sign-in link did not work. */
export function signInFailurePath(failure: string, admin: boolean): string {
  const target = admin ? `&${SITE_PARAMETERS.signInTarget}=admin` : '';
  return `${SITE_PATHS.signIn}?${SITE_PARAMETERS.signInFailure}=${encodeURIComponent(failure)}${target}`;
}

/** The admin sign-in, leading to `next` afterwards. */
export function adminLoginPath(next?: string): string {
  return next
    ? `${SITE_PATHS.adminLogin}?${SITE_PARAMETERS.adminNext}=${encodeURIComponent(next)}`
    : SITE_PATHS.adminLogin;
}
