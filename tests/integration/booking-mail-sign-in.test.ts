import {
  MAIL_LINK_COOKIE_MINUTES,
  MAIL_LINK_FAILURE,
  MAIL_LINK_MESSAGES,
  mailLinkSessionPath,
  SITE_PATHS,
  signInFailurePath,
} from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../backend/src/core/security/secret-token';
import type { TestApp } from '../support/app';
import { call, magicLinkFor, openLink, requestMagicLink, SIGN_IN_SUBJECT } from '../support/auth';
import { queuesDrained } from '../support/eventually';
import { redisEntries } from '../support/redis-entries';
import { ADMIN, adminCalls, createCourse, paidBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import { uniqueEmail } from './helpers/booking-fixtures';

const MY_BOOKINGS_LINK = /https?:\/\/\S+\/api\/auth\/callback\?token=([\w-]+)/;
const CROSS_SITE = 'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.';
const REFUSED = signInFailurePath(MAIL_LINK_FAILURE, false);

/** The cookie that keeps a booking mail's link for its next step, as a Cookie header value. */
function mailLinkCookieIn(setCookie: string): string | null {
  const [, value] = setCookie.match(/mpb_mail_link=([^;]*)/) ?? [];
  return value ? `mpb_mail_link=${value}` : null;
}

/** Every booking mail signs its recipient in and opens 'Meine Buchungen'. */
describe('sign-in link in booking mails', () => {
  let app: TestApp;
  let cookie: string;
  const admin = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    // One requested link per address and 15 minutes: booking-mail links must not count against it.
    ({ app, cookie } = await startAdminApp({ env: { MAGIC_LINKS_PER_ADDRESS: '1' } }));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A paid booking of this address and the 'Meine Buchungen' link of its confirmation mail. */
  async function confirmationLink(email: string): Promise<{ link: string; token: string; html: string }> {
    await paidBooking(app, await createCourse(app.dataSource), { customerEmail: email });
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && /^Buchungsbest/.test(caught.subject),
    );
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Meine Buchungen öffnen');
    expect(text).toContain('Dort können Sie stornieren, umbuchen oder eine Ersatzperson benennen.');
    const [link, token] = mail.text.match(MY_BOOKINGS_LINK)!;
    expect(mail.html).toContain(`href="${link}"`);
    return { link, token, html: mail.html };
  }

  const sessionEmail = async (sessionCookie: string | null) =>
    (
      (await call(app, 'GET', '/api/auth/session', { cookie: sessionCookie ?? undefined })).body as {
        user: { email: string } | null;
      }
    ).user?.email ?? null;

  const linkUsed = async (token: string): Promise<boolean> => {
    const [row] = await app.dataSource.query(
      `SELECT used_at IS NOT NULL AS used FROM magic_link_tokens WHERE token_hash = $1`,
      [hashSecretToken(token)],
    );
    return row.used;
  };

  it("signs the mail's address in once; later the same browser just goes on, any other is refused", async () => {
    const email = uniqueEmail('mail-link');
    const { link, token } = await confirmationLink(email);

    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(opened.cookie)).toBe(email);
    expect(await linkUsed(token)).toBe(true);

    // The browser that is signed in as the mail's address: to its bookings, its session kept.
    const again = await openLink(link, opened.cookie!);
    expect(again).toMatchObject({ status: 302, location: SITE_PATHS.myBookings, cookie: null });
    expect(await sessionEmail(opened.cookie)).toBe(email);

    // Opened a second time anywhere else (a forwarded mail, a scanner's copy): no sign-in.
    const second = await openLink(link);
    expect(second).toMatchObject({ status: 302, location: REFUSED, cookie: null });
    // Kept for a fresh link: readable by no script, sent to no other path and from no other site.
    const kept = second.setCookie.split(/,(?=\s*\w+=)/).find((part) => part.includes('mpb_mail_link='))!;
    expect(mailLinkCookieIn(kept)).not.toBeNull();
    for (const attribute of [
      /HttpOnly/i,
      /SameSite=Strict/i,
      /Path=\/api\/auth\/mail-link(;|$)/,
      new RegExp(`Max-Age=${MAIL_LINK_COOKIE_MINUTES * 60}`),
    ])
      expect(kept).toMatch(attribute);
  });

  it('ends with sign-out: the link used in that session does not sign in again', async () => {
    const email = uniqueEmail('abgemeldet');
    const { link } = await confirmationLink(email);
    const signedIn = (await openLink(link)).cookie!;
    expect((await call(app, 'POST', '/api/auth/logout', { cookie: signedIn })).status).toBe(204);

    for (const cookie of [signedIn, undefined]) {
      const reopened = await openLink(link, cookie);
      expect(reopened).toMatchObject({ status: 302, location: REFUSED, cookie: null });
    }
    expect(await sessionEmail(signedIn)).toBeNull();
  });

  it('offers a fresh link from the refused page: one click mails the address a new sign-in link', async () => {
    const email = uniqueEmail('neuer-link');
    const { link } = await confirmationLink(email);
    await openLink(link);
    const refused = await openLink(link);
    expect(refused.location).toBe(REFUSED);
    const mailLinkCookie = mailLinkCookieIn(refused.setCookie)!;

    expect(
      await call(app, 'POST', '/api/auth/mail-link/renew', { cookie: mailLinkCookie, origin: 'https://evil.example' }),
    ).toMatchObject({
      status: 403,
      body: { error: CROSS_SITE },
    });
    const renewed = await call(app, 'POST', '/api/auth/mail-link/renew', { cookie: mailLinkCookie });
    expect(renewed).toMatchObject({ status: 202, body: { ok: true } });
    expect(renewed.headers.get('set-cookie')).toMatch(/mpb_mail_link=;/);

    const [fresh] = await app.smtp.waitFor(1, (mail) => mail.to.includes(email) && mail.subject === SIGN_IN_SUBJECT);
    const signedIn = await openLink(fresh.text.match(MY_BOOKINGS_LINK)![0]);
    expect(signedIn.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(signedIn.cookie)).toBe(email);

    expect(await call(app, 'POST', '/api/auth/mail-link/renew', {})).toMatchObject({
      status: 410,
      body: { error: MAIL_LINK_MESSAGES.unknown },
    });
  });

  it("never replaces another address's session unasked: it asks, cancel keeps it, confirm replaces it", async () => {
    const first = uniqueEmail('erste');
    const second = uniqueEmail('zweite');
    const firstLink = await confirmationLink(first);
    const secondLink = await confirmationLink(second);
    const signedInFirst = (await openLink(firstLink.link)).cookie!;

    const asked = await openLink(secondLink.link, signedInFirst);
    expect(asked).toMatchObject({ status: 302, location: mailLinkSessionPath('wechsel'), cookie: null });
    expect(await sessionEmail(signedInFirst)).toBe(first);
    expect(await linkUsed(secondLink.token)).toBe(false);
    const both = `${signedInFirst}; ${mailLinkCookieIn(asked.setCookie)!}`;
    expect(await call(app, 'GET', '/api/auth/mail-link', { cookie: both })).toMatchObject({
      status: 200,
      body: { recipient: second, signedInAs: first },
    });

    // Cancel: the session stays, the link stays unused for its owner.
    const cancelled = await call(app, 'DELETE', '/api/auth/mail-link', { cookie: both });
    expect(cancelled.status).toBe(204);
    expect(cancelled.headers.get('set-cookie')).toMatch(/mpb_mail_link=;/);
    expect(await sessionEmail(signedInFirst)).toBe(first);
    expect(await linkUsed(secondLink.token)).toBe(false);

    // Confirm: only from the site itself (login CSRF), then the session is replaced, once.
    const askedAgain = await openLink(secondLink.link, signedInFirst);
    const answer = `${signedInFirst}; ${mailLinkCookieIn(askedAgain.setCookie)!}`;
    const crossSite = await call(app, 'POST', '/api/auth/mail-link/confirm', {
      cookie: answer,
      origin: 'https://evil.example',
    });
    expect(crossSite).toMatchObject({ status: 403, body: { error: CROSS_SITE } });
    expect(await sessionEmail(signedInFirst)).toBe(first);

    const confirmed = await call(app, 'POST', '/api/auth/mail-link/confirm', { cookie: answer });
    expect(confirmed).toMatchObject({ status: 200, body: { redirect: SITE_PATHS.myBookings } });
    const switched = confirmed.headers.get('set-cookie')!.match(/mpb_session=[^;]+/)![0];
    expect(await sessionEmail(switched)).toBe(second);
    expect(await sessionEmail(signedInFirst)).toBeNull();
    expect(await call(app, 'POST', '/api/auth/mail-link/confirm', { cookie: answer })).toMatchObject({
      status: 410,
      body: { error: MAIL_LINK_MESSAGES.gone },
    });

    // Each one's confirmation and invoice mail carry links of their own.
    const rows: { email: string; purpose: string; redirect_to: string }[] = await app.dataSource.query(
      `SELECT DISTINCT email, purpose, redirect_to FROM magic_link_tokens WHERE lower(email) IN ($1, $2) ORDER BY email`,
      [first, second],
    );
    expect(rows).toEqual([
      { email: first, purpose: 'booking-mail', redirect_to: SITE_PATHS.myBookings },
      { email: second, purpose: 'booking-mail', redirect_to: SITE_PATHS.myBookings },
    ]);
  });

  it("never replaces an admin's session with a customer's link, not even when asked to", async () => {
    const email = uniqueEmail('kundin');
    const { link, token } = await confirmationLink(email);

    const opened = await openLink(link, cookie);
    expect(opened).toMatchObject({ status: 302, location: mailLinkSessionPath('admin'), cookie: null });
    expect(mailLinkCookieIn(opened.setCookie)).toBeNull();
    expect(await sessionEmail(cookie)).toBe(ADMIN);

    const confirmed = await call(app, 'POST', '/api/auth/mail-link/confirm', {
      cookie: `${cookie}; mpb_mail_link=${token}`,
    });
    expect(confirmed).toMatchObject({ status: 403, body: { error: MAIL_LINK_MESSAGES.adminSession } });
    expect(confirmed.headers.get('set-cookie')).toBeNull();
    expect(await sessionEmail(cookie)).toBe(ADMIN);
    expect(await linkUsed(token)).toBe(false);

    // The customer's own browser still signs in with it.
    expect(await sessionEmail((await openLink(link)).cookie)).toBe(email);
  });

  it('leaves the requested sign-in link to the address: booking mails do not use up its limit', async () => {
    const email = uniqueEmail('limit');
    await confirmationLink(email);
    await requestMagicLink(app, email);
    const requested = await openLink(await magicLinkFor(app, email));
    expect(await sessionEmail(requested.cookie)).toBe(email);
  });

  it('refuses an expired link with the page that offers a fresh one', async () => {
    const email = uniqueEmail('abgelaufen');
    const { link } = await confirmationLink(email);
    await app.dataSource.query(
      `UPDATE magic_link_tokens SET expires_at = now() - interval '1 second' WHERE lower(email) = $1`,
      [email],
    );
    const opened = await openLink(link);
    expect(opened.location).toBe(REFUSED);
    expect(opened.cookie).toBeNull();
  });

  it('keeps the token readable nowhere but in the mail, and GDPR deletion removes it', async () => {
    const email = uniqueEmail('geheim');
    const { link, token } = await confirmationLink(email);
    await queuesDrained(app);

    const [{ stored }] = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM outbox_events WHERE payload::text LIKE '%' || $1 || '%')
            + (SELECT count(*) FROM email_log WHERE COALESCE(job_data::text, '') LIKE '%' || $1 || '%')
            + (SELECT count(*) FROM magic_link_tokens WHERE token_hash = $1)::int AS stored`,
      [token],
    );
    expect(Number(stored)).toBe(0);
    expect(await redisValuesContaining(token)).toEqual([]);

    const deleted = await admin.post('/api/admin/gdpr-deletions', { email, reason: 'Antrag per E-Mail' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    const [{ left }] = await app.dataSource.query(
      `SELECT count(*)::int AS left FROM magic_link_tokens WHERE lower(email) = $1`,
      [email],
    );
    expect(left).toBe(0);
    expect((await openLink(link)).location).toBe(signInFailurePath('ungueltig', false));
    const renewed = await call(app, 'POST', '/api/auth/mail-link/renew', { cookie: `mpb_mail_link=${token}` });
    expect(renewed).toMatchObject({ status: 410, body: { error: MAIL_LINK_MESSAGES.unknown } });
  });

  // Last: an active default template replaces every later confirmation of this app.
  it("adds the link below an admin's stored confirmation template", async () => {
    await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default)
       VALUES ('Eigene Bestätigung', 'confirmation', 'Buchungsbestätigung {{booking_id}}', '<p>Hallo {{customer_name}}, gebucht.</p>', true, true)`,
    );
    const email = uniqueEmail('vorlage');
    // The invoice mail to the same address may arrive first.
    const { link, html } = await confirmationLink(email);
    expect(html).toContain('gebucht.');
    const opened = await openLink(link);
    expect(opened.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(opened.cookie)).toBe(email);
  });

  async function redisValuesContaining(value: string): Promise<string[]> {
    const entries = await redisEntries(app.config.redis.url, app.config.redis.prefix);
    return entries.filter((entry) => entry.value.includes(value)).map((entry) => entry.key);
  }
});
