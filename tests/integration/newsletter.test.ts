import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { startTestApp, TestApp } from '../support/app';
import { eventually, queuesDrained } from '../support/eventually';
import { expectSitePage, linksIn, removeSiteBuildCopy, siteBuildOptions } from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';

const CONFIRM_SUBJECT = 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung';
const WELCOME_SUBJECT = 'Willkommen beim Newsletter der Medizinprodukteberater Zertifizierung';

describe('newsletter', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(siteBuildOptions());
  });
  afterAll(async () => {
    await app?.close();
    removeSiteBuildCopy();
  });

  const newAddress = () => `leser-${randomUUID().slice(0, 8)}@example.de`;
  const mailsTo = (address: string, subject: string) => (mail: CaughtMail) =>
    mail.to.includes(address) && mail.subject === subject;

  async function signUp(body: Record<string, unknown>) {
    const response = await fetch(`${app.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  async function call(path: string, token?: string) {
    const response = await fetch(
      `${app.url}/api/newsletter/${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    );
    return { status: response.status, body: await response.json() };
  }

  /** The token of the link to a site page in the mail, checking the page it points at. */
  function tokenOfLink(mail: CaughtMail, page: string): string {
    const link = linksIn(mail.html).find((href) => href.includes(page));
    expect(link, `link to ${page}`).toBeDefined();
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe(`${app.url}${page}`);
    return url.searchParams.get('token')!;
  }

  async function subscribed(address: string) {
    const [row] = await app.dataSource.query(
      `SELECT active, confirmed_at, unsubscribed_at, name, source FROM newsletter_subscribers WHERE email = $1`,
      [address],
    );
    return row;
  }

  it('validates the sign-up with the German field messages', async () => {
    expect(await signUp({ customerName: 'Maria', customerEmail: '' })).toEqual({
      status: 400,
      body: { error: 'E-Mail ist erforderlich', fields: { customerEmail: 'E-Mail ist erforderlich' } },
    });
    expect((await signUp({ customerEmail: 'keine-adresse' })).body).toEqual({
      error: 'Ungültige E-Mail-Adresse',
      fields: { customerEmail: 'Ungültige E-Mail-Adresse' },
    });
    expect((await signUp({ customerName: 'M4ria!', customerEmail: newAddress() })).body.fields).toEqual({
      customerName: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
    });
    expect((await signUp({ customerEmail: newAddress(), source: 'warteliste' })).body.fields).toEqual({
      customerName: 'Name ist erforderlich',
    });
  });

  it('runs double opt-in: confirmation mail, confirm link, welcome mail, then already subscribed', async () => {
    const address = newAddress();
    expect(await signUp({ customerName: 'Maria Schneider', customerEmail: `  ${address.toUpperCase()} ` })).toEqual({
      status: 200,
      body: { alreadySubscribed: false, email_sent: true },
    });
    expect(await subscribed(address)).toMatchObject({
      active: false,
      confirmed_at: null,
      name: 'Maria Schneider',
      source: 'website',
    });

    const [confirmation] = await app.smtp.waitFor(1, mailsTo(address, CONFIRM_SUBJECT));
    expect(confirmation.html).toContain('Maria Schneider');
    const confirmToken = tokenOfLink(confirmation, '/newsletter-bestaetigung');

    expect(await call('confirm', confirmToken)).toEqual({
      status: 200,
      body: { message: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.' },
    });
    expect(await subscribed(address)).toMatchObject({ active: true, confirmed_at: expect.any(Date) });

    const [welcome] = await app.smtp.waitFor(1, mailsTo(address, WELCOME_SUBJECT));
    const unsubscribeToken = tokenOfLink(welcome, '/newsletter-unsubscribe');
    const listUnsubscribe = welcome.parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line;
    expect(listUnsubscribe).toContain(`/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
    await expectSitePage(`${app.url}/newsletter-unsubscribe?token=${unsubscribeToken}`, app.url);

    expect(await call('confirm', confirmToken)).toEqual({
      status: 200,
      body: { message: 'Ihre Anmeldung zum Newsletter ist bereits bestätigt.' },
    });
    expect(await signUp({ customerEmail: address })).toEqual({
      status: 200,
      body: { alreadySubscribed: true, email_sent: false },
    });
    await queuesDrained(app);
    expect(app.smtp.mails.filter((mail) => mail.to.includes(address))).toHaveLength(2);
  });

  it('refuses a confirmation link after its 30 days', async () => {
    const address = newAddress();
    await signUp({ customerEmail: address });
    const [confirmation] = await app.smtp.waitFor(1, mailsTo(address, CONFIRM_SUBJECT));
    const later = new Date(Date.now() + 30 * 24 * 3600_000 + 60_000);
    const moved = vi.spyOn(app.api.get(Clock), 'now').mockReturnValue(later);
    onTestFinished(() => moved.mockRestore());
    expect(await call('confirm', tokenOfLink(confirmation, '/newsletter-bestaetigung'))).toMatchObject({ status: 404 });
    expect(await subscribed(address)).toMatchObject({ active: false, confirmed_at: null });
  });

  it('answers bogus and missing confirmation tokens with an error', async () => {
    expect(await call('confirm')).toEqual({ status: 400, body: { error: 'Ungültiger Bestätigungslink' } });
    expect(await call('confirm', 'erfunden')).toEqual({
      status: 404,
      body: {
        error: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut zum Newsletter an.',
      },
    });
  });

  it('unsubscribes with valid, used, bogus and missing tokens, and lets the address subscribe again', async () => {
    const address = newAddress();
    await signUp({ customerName: 'Jörg Müller-Lüdenscheidt', customerEmail: address, source: 'warteliste' });
    const [confirmation] = await app.smtp.waitFor(1, mailsTo(address, CONFIRM_SUBJECT));
    const firstConfirmToken = tokenOfLink(confirmation, '/newsletter-bestaetigung');
    await call('confirm', firstConfirmToken);
    const [welcome] = await app.smtp.waitFor(1, mailsTo(address, WELCOME_SUBJECT));
    const unsubscribeToken = tokenOfLink(welcome, '/newsletter-unsubscribe');

    const done = { status: 200, body: { message: 'Sie wurden erfolgreich vom Newsletter abgemeldet.' } };
    expect(await call('unsubscribe', unsubscribeToken)).toEqual(done);
    expect(await subscribed(address)).toMatchObject({
      active: false,
      unsubscribed_at: expect.any(Date),
      source: 'warteliste',
    });
    expect(await call('unsubscribe', unsubscribeToken)).toEqual(done);
    expect(await call('unsubscribe', 'erfunden')).toEqual({ status: 404, body: { error: 'Ungültiger Abmelde-Link' } });
    expect(await call('unsubscribe')).toEqual({ status: 400, body: { error: 'Ungültiger Abmelde-Link' } });
    expect((await call('confirm', firstConfirmToken)).status).toBe(404);

    expect(await signUp({ customerEmail: address })).toEqual({
      status: 200,
      body: { alreadySubscribed: false, email_sent: true },
    });
    const confirmations = await app.smtp.waitFor(2, mailsTo(address, CONFIRM_SUBJECT));
    expect(await subscribed(address)).toMatchObject({ active: false });
    expect(await call('confirm', tokenOfLink(confirmations[1], '/newsletter-bestaetigung'))).toMatchObject({
      status: 200,
    });
    expect(await subscribed(address)).toMatchObject({ active: true, unsubscribed_at: null });

    // The link in the first welcome mail still works for the renewed subscription.
    expect(await call('unsubscribe', unsubscribeToken)).toEqual(done);
    expect(await subscribed(address)).toMatchObject({ active: false });
  });

  it('sends no second confirmation for a repeated sign-up within minutes', async () => {
    const address = newAddress();
    expect((await signUp({ customerEmail: address })).body).toEqual({ alreadySubscribed: false, email_sent: true });
    expect((await signUp({ customerEmail: address })).body).toEqual({ alreadySubscribed: false, email_sent: true });
    await queuesDrained(app);
    expect(app.smtp.mails.filter(mailsTo(address, CONFIRM_SUBJECT))).toHaveLength(1);
  });

  it('says email_sent false while the mail server refuses, and delivers once it accepts again', async () => {
    const address = newAddress();
    app.smtp.rejectWith = { code: 451, message: 'Bitte später erneut versuchen' };
    try {
      expect((await signUp({ customerEmail: address })).body).toEqual({ alreadySubscribed: false, email_sent: false });
    } finally {
      app.smtp.rejectWith = undefined;
    }
    await app.smtp.waitFor(1, mailsTo(address, CONFIRM_SUBJECT), 30_000);
    const status = await eventually(async () => {
      const [row] = await app.dataSource.query(`SELECT status, attempts FROM email_log WHERE recipient = $1`, [
        address,
      ]);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(status.attempts).toBeGreaterThanOrEqual(2);
  });
});

describe('newsletter rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false, env: { RATE_LIMIT_PER_MINUTE: '3', MAIL_DELIVERY_WAIT_MS: '0' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the fourth sign-up within a minute with 429 and the German message', async () => {
    const responses: Response[] = [];
    for (let index = 0; index < 4; index += 1) {
      responses.push(
        await fetch(`${app.url}/api/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerEmail: `viele-${index}-${randomUUID().slice(0, 6)}@example.de` }),
        }),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    expect(await responses[3].json()).toEqual({ error: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' });
  });
});
