import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCESS_DENIED_PATH,
  adminLoginPath,
  articlePath,
  checkoutCancelUrl,
  checkoutDiscardUrl,
  checkoutSuccessUrl,
  isAdminAreaPath,
  MAIL_LINK_FAILURE,
  mailLinkSessionPath,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  signInFailurePath,
  SITE_PATHS,
  siteUrl,
  waitlistOfferUrl,
  waitlistUnsubscribeUrl,
} from './site-routes';

const ORIGIN = 'https://www.example.de';

describe('site URLs', () => {
  it('join a path to the origin with one slash', () => {
    expect(siteUrl(ORIGIN, SITE_PATHS.courses)).toBe('https://www.example.de/online-seminare');
    expect(siteUrl(`${ORIGIN}/`, '/agb')).toBe('https://www.example.de/agb');
    expect(siteUrl(ORIGIN, SITE_PATHS.home)).toBe('https://www.example.de/');
  });

  it('carry tokens encoded on the pages that read them', () => {
    expect(waitlistOfferUrl(ORIGIN, 'abc-_1')).toBe('https://www.example.de/online-seminare?angebot=abc-_1');
    expect(waitlistUnsubscribeUrl(ORIGIN, 'a b')).toBe('https://www.example.de/waitlist-unsubscribe?token=a%20b');
    expect(newsletterConfirmUrl(ORIGIN, 'a b')).toBe('https://www.example.de/newsletter-bestaetigung?token=a%20b');
    expect(newsletterUnsubscribeUrl(ORIGIN, 'x')).toBe('https://www.example.de/newsletter-unsubscribe?token=x');
  });

  it('lead back from the payment page to the booking result pages', () => {
    expect(checkoutSuccessUrl(ORIGIN, 'b-1')).toBe(
      'https://www.example.de/booking/success?session_id={CHECKOUT_SESSION_ID}&booking_id=b-1',
    );
    expect(checkoutCancelUrl(ORIGIN, 'b-1', 'tok')).toBe(
      'https://www.example.de/booking/cancel?booking_id=b-1&token=tok',
    );
    expect(checkoutDiscardUrl(ORIGIN, 'b-1', 'tok')).toBe(
      'https://www.example.de/booking/discard?booking_id=b-1&token=tok',
    );
  });

  it('name the admin sign-in with where it leads afterwards', () => {
    expect(adminLoginPath()).toBe('/admin/login');
    expect(adminLoginPath(SITE_PATHS.adminQueues)).toBe('/admin/login?weiter=%2Fadmin%2Fqueues');
    expect(ADMIN_ACCESS_DENIED_PATH).toBe('/admin/login?zugriff=verweigert');
  });

  it('sends a failed sign-in link to the sign-in page with its reason', () => {
    expect(signInFailurePath('abgelaufen', false)).toBe('/anmeldung?fehler=abgelaufen');
    expect(signInFailurePath('abgelaufen', true)).toBe('/anmeldung?fehler=abgelaufen&ziel=admin');
    expect(signInFailurePath(MAIL_LINK_FAILURE, false)).toBe('/anmeldung?fehler=erneuern');
  });

  it("asks on 'Meine Buchungen' before a booking mail's link replaces another session", () => {
    expect(mailLinkSessionPath('wechsel')).toBe('/meine-buchungen?anmeldung=wechsel');
    expect(mailLinkSessionPath('admin')).toBe('/meine-buchungen?anmeldung=admin');
  });

  it('tell the admin area from pages that only start alike', () => {
    for (const path of ['/admin', '/admin/', '/admin/bookings', '/admin?x=1', '/admin#top'])
      expect(isAdminAreaPath(path), path).toBe(true);
    for (const path of ['/administration', '/', '/online-seminare', '/Admin'])
      expect(isAdminAreaPath(path), path).toBe(false);
  });

  it('puts articles below the blog', () => {
    expect(articlePath('news')).toBe('/blog/news');
  });
});
