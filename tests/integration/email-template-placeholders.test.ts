import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { insertBooking, insertCourse, withEvent } from '../support/mail-fixtures';
import { INVALID_DATA } from './helpers/booking-fixtures';
import { adminCalls, startAdminApp } from './helpers/admin-bookings-fixtures';

const BASE = '/api/admin/email-templates';
const AVAILABLE =
  'Verfügbar sind: {{customer_name}}, {{booking_id}}, {{course_title}}, {{course_date}}, {{course_time}}, {{course_location}}, {{amount}}, {{cancel_url}}.';

/** Every href of an HTML mail as a mail program reads it (entities decoded). */
function hrefsOf(html: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) =>
    decode(match[1] ?? match[2] ?? match[3]),
  );
}

const schemeOf = (href: string) =>
  // eslint-disable-next-line no-control-regex -- browsers drop control characters and spaces before a URL's scheme, so must this
  /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase() ?? null;

describe('e-mail template placeholders', () => {
  let app: TestApp;
  let cookie: string;
  let outbox: OutboxService;
  const { post, put } = adminCalls(
    () => app,
    () => cookie,
    'email-templates',
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
    outbox = app.api.get(OutboxService);
  });
  afterEach(async () => {
    // Other test files share the database: never leave a (default) template behind.
    await app.dataSource.query(`DELETE FROM email_templates`);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A template as it may already be stored (saved before placeholders were checked). */
  async function storedDefault(type: string, html_content: string, subject = 'Ihre Buchung {{booking_id}}') {
    await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default) VALUES ('Alt', $1, $2, $3, true, true)`,
      [type, subject, html_content],
    );
  }

  async function confirmationMailFor(customer_name: string) {
    const course = await insertCourse(app.dataSource, { date: '2098-12-15' });
    const booking = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course, { customer_name }),
      (b) => ({
        type: EVENTS.bookingConfirmed,
        payload: { bookingId: b.id, courseId: course.id },
      }),
    );
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(booking.customer_email));
    return { booking, mail };
  }

  it('refuses unknown or misspelt placeholders on create and update with a German field message naming them', async () => {
    expect(
      await post(BASE, {
        name: 'Tippfehler',
        subject: 'Buchung {{bookingid}}',
        html_content: '<p>Hallo {{customer_nam}} und {{ gutschein }}</p>',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        error: INVALID_DATA,
        fields: {
          subject: `Unbekannter Platzhalter {{bookingid}}. ${AVAILABLE}`,
          html_content: `Unbekannte Platzhalter {{customer_nam}}, {{gutschein}}. ${AVAILABLE}`,
        },
      },
    });
    expect(await app.dataSource.query(`SELECT 1 FROM email_templates`)).toEqual([]);

    const created = await post(BASE, {
      name: 'Richtig',
      subject: 'Buchung {{booking_id}}',
      html_content: '<p>Hallo {{customer_name}}</p>',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect(
      await put(`${BASE}/${id}`, { html_content: '<p><a href="java{{nope}}script:alert(1)">Klick</a></p>' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { html_content: `Unbekannter Platzhalter {{nope}}. ${AVAILABLE}` } },
    });
    expect(await put(`${BASE}/${id}`, { subject: 'Termin {{kursdatum}}' })).toMatchObject({
      status: 400,
      body: { fields: { subject: `Unbekannter Platzhalter {{kursdatum}}. ${AVAILABLE}` } },
    });
    expect(await app.dataSource.query(`SELECT subject, html_content FROM email_templates WHERE id = $1`, [id])).toEqual(
      [{ subject: 'Buchung {{booking_id}}', html_content: '<p>Hallo {{customer_name}}</p>' }],
    );
  });

  it('refuses a link whose scheme a placeholder would choose, on create and update', async () => {
    const message =
      'Der Link „{{customer_name}}:alert(1)“ beginnt mit einem Platzhalter. Ein Link muss mit https://, http://, mailto: oder tel: beginnen oder mit {{cancel_url}}.';
    expect(
      await post(BASE, {
        name: 'Schema',
        subject: 'x',
        html_content: '<a href="{{customer_name}}:alert(1)">Klick</a>',
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { html_content: message } },
    });
    const created = await post(BASE, {
      name: 'Schema',
      subject: 'x',
      html_content:
        '<p><a href="https://example.de/kurs?nr={{booking_id}}">Kurs</a> <a href="{{cancel_url}}">Storno</a></p>',
    });
    expect(created.status).toBe(201);
    expect(
      await put(`${BASE}/${(created.body as { id: string }).id}`, {
        html_content: '<a href="{{customer_name}}:alert(1)">Klick</a>',
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { html_content: message } },
    });
  });

  it('never sends an active javascript: link from a placeholder, whatever the stored template says', async () => {
    await storedDefault(
      'confirmation',
      '<p><a href="java{{nope}}script:alert(1)">Klick</a> <a href="JAVA{{ nope }}SCRIPT:alert(2)">Zwei</a> Hallo {{customer_name}}</p>',
    );
    const { mail } = await confirmationMailFor('Eve <img src=x onerror=alert(3)> & "Co"');
    expect(mail.html).toContain('Hallo Eve &lt;img src=x onerror=alert(3)&gt; &amp; &quot;Co&quot;');
    expect(mail.html.toLowerCase()).not.toContain('javascript:');
    expect(mail.html).not.toContain('<img');
    for (const href of hrefsOf(mail.html)) expect(['http', 'https', 'mailto', 'tel', null]).toContain(schemeOf(href));
    expect(mail.html).toContain('>Klick</a>');
  });

  it('never lets a customer name choose a link scheme; values in link addresses are encoded', async () => {
    await storedDefault(
      'confirmation',
      '<p><a href="{{customer_name}}:alert(1)">Eins</a> <a href="https://example.de/kurs?name={{customer_name}}">Zwei</a></p>',
    );
    const { mail } = await confirmationMailFor('javascript');
    expect(mail.html.toLowerCase()).not.toContain('javascript:');
    expect(mail.html).toContain('href="https://example.de/kurs?name=javascript"');
    for (const href of hrefsOf(mail.html)) expect(['http', 'https', 'mailto', 'tel', null]).toContain(schemeOf(href));

    const attacker = await confirmationMailFor('x" onclick="alert(1)');
    expect(attacker.mail.html).toContain('href="https://example.de/kurs?name=x%22%20onclick%3D%22alert(1)"');
    expect(attacker.mail.html).not.toContain('onclick="');
    for (const href of hrefsOf(attacker.mail.html))
      expect(['http', 'https', 'mailto', 'tel', null]).toContain(schemeOf(href));
  });

  it('turns {{cancel_url}} in the text into a working link in a real mail, as the preview shows it', async () => {
    await storedDefault(
      'confirmation',
      '<p>Stornieren: {{cancel_url}}</p><p><a href="{{cancel_url}}">Hier stornieren</a></p>',
    );
    const { booking, mail } = await confirmationMailFor('Anna Berger');
    const cancelUrl = `mailto:${app.config.site.email}?subject=Stornierung%20Buchung%20${booking.id}`;
    expect(mail.html).toContain(`<p>Stornieren: <a href="${cancelUrl}">Stornierung anfragen</a></p>`);
    expect(mail.html).toContain(`<a href="${cancelUrl}">Hier stornieren</a>`);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      `Stornieren: Stornierung anfragen ${cancelUrl.slice('mailto:'.length)}`,
    );
    const log = await eventually(async () => {
      const [row] = await app.dataSource.query(`SELECT status FROM email_log WHERE booking_id = $1`, [booking.id]);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(log).toEqual({ status: 'sent' });

    const preview = await post(`${BASE}/preview`, { subject: 'x', html_content: '<p>Stornieren: {{cancel_url}}</p>' });
    expect((preview.body as { html: string }).html).toContain(
      `<p>Stornieren: <a href="mailto:${app.config.site.email}?subject=Stornierung%20Buchung%20BK-2026-004711">Stornierung anfragen</a></p>`,
    );
  });
});
