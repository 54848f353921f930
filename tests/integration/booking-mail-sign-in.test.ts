import { SITE_PATHS, signInFailurePath } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, magicLinkFor, openLink, requestMagicLink } from '../support/auth';
import { queuesDrained } from '../support/eventually';
import { redisEntries } from '../support/redis-entries';
import { adminCalls, createCourse, paidBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import { uniqueEmail } from './helpers/booking-fixtures';

const MY_BOOKINGS_LINK = /https?:\/\/\S+\/api\/auth\/callback\?token=([\w-]+)/;

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
  async function confirmationLink(email: string): Promise<{ link: string; token: string }> {
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
    return { link, token };
  }

  const sessionEmail = async (sessionCookie: string | null) =>
    (
      (await call(app, 'GET', '/api/auth/session', { cookie: sessionCookie ?? undefined })).body as {
        user: { email: string } | null;
      }
    ).user?.email ?? null;

  it("signs the mail's address in and lands on Meine Buchungen, again on a later click", async () => {
    const email = uniqueEmail('mail-link');
    const { link } = await confirmationLink(email);

    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(opened.cookie)).toBe(email);

    // Read again days later (or opened first by a mail scanner): still works within its life.
    const again = await openLink(link);
    expect(again.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(again.cookie)).toBe(email);
  });

  it("replaces another address's session and never signs in anyone but the mail's address", async () => {
    const first = uniqueEmail('erste');
    const second = uniqueEmail('zweite');
    const firstLink = await confirmationLink(first);
    const secondLink = await confirmationLink(second);

    const signedInFirst = (await openLink(firstLink.link)).cookie!;
    const switched = await openLink(secondLink.link, signedInFirst);
    expect(await sessionEmail(switched.cookie)).toBe(second);
    expect(await sessionEmail(signedInFirst)).toBeNull();

    const rows: { email: string; purpose: string; redirect_to: string }[] = await app.dataSource.query(
      `SELECT email, purpose, redirect_to FROM magic_link_tokens WHERE lower(email) IN ($1, $2) ORDER BY created_at`,
      [first, second],
    );
    expect(rows).toEqual([
      { email: first, purpose: 'booking-mail', redirect_to: SITE_PATHS.myBookings },
      { email: second, purpose: 'booking-mail', redirect_to: SITE_PATHS.myBookings },
    ]);
  });

  it('leaves the requested sign-in link to the address: booking mails do not use up its limit', async () => {
    const email = uniqueEmail('limit');
    await confirmationLink(email);
    await requestMagicLink(app, email);
    const requested = await openLink(await magicLinkFor(app, email));
    expect(await sessionEmail(requested.cookie)).toBe(email);
  });

  it('refuses an expired link with the sign-in page and its failure message', async () => {
    const email = uniqueEmail('abgelaufen');
    const { link } = await confirmationLink(email);
    await app.dataSource.query(
      `UPDATE magic_link_tokens SET expires_at = now() - interval '1 second' WHERE lower(email) = $1`,
      [email],
    );
    const opened = await openLink(link);
    expect(opened.location).toBe(signInFailurePath('abgelaufen', false));
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
  });

  // Last: an active default template replaces every later confirmation of this app.
  it("adds the link below an admin's stored confirmation template", async () => {
    await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default)
       VALUES ('Eigene Bestätigung', 'confirmation', 'Buchungsbestätigung {{booking_id}}', '<p>Hallo {{customer_name}}, gebucht.</p>', true, true)`,
    );
    const email = uniqueEmail('vorlage');
    const { link } = await confirmationLink(email);
    const [mail] = app.smtp.mails.filter((caught) => caught.to.includes(email));
    expect(mail.html).toContain('gebucht.');
    const opened = await openLink(link);
    expect(opened.location).toBe(SITE_PATHS.myBookings);
    expect(await sessionEmail(opened.cookie)).toBe(email);
  });

  async function redisValuesContaining(value: string): Promise<string[]> {
    const entries = await redisEntries(app.config.redis.url, app.config.redis.prefix);
    return entries.filter((entry) => entry.value.includes(value)).map((entry) => entry.key);
  }
});
