import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { TemplateTestMailService } from '../../backend/src/mail/template-test-mail.service';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { insertBooking, insertCourse, withEvent } from '../support/mail-fixtures';
import { CaughtMail } from '../support/smtp-catcher';

describe('admin e-mail templates', () => {
  let app: TestApp;
  let outbox: OutboxService;
  const templateIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    outbox = app.api.get(OutboxService);
  });
  afterEach(async () => {
    // Other test files share the database: never leave a default template behind.
    await app.dataSource.query(`DELETE FROM email_templates WHERE id = ANY($1::uuid[])`, [templateIds.splice(0)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function insertTemplate(values: {
    type: string;
    subject: string;
    html_content: string;
    is_active?: boolean;
    is_default?: boolean;
  }) {
    const [row] = await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        `Test ${values.type}`,
        values.type,
        values.subject,
        values.html_content,
        values.is_active ?? true,
        values.is_default ?? true,
      ],
    );
    templateIds.push(row.id);
    return row.id as string;
  }

  async function bookingWithEvent(type: (typeof EVENTS)[keyof typeof EVENTS], customer_name: string) {
    const course = await insertCourse(app.dataSource, { date: '2098-12-15' });
    const booking = await withEvent(
      app.dataSource,
      outbox,
      (m) => insertBooking(m, course, { customer_name }),
      (b) => ({
        type,
        payload: { bookingId: b.id, courseId: course.id },
      }),
    );
    const [mail] = await app.smtp.waitFor(1, (caught: CaughtMail) => caught.to.includes(booking.customer_email));
    return { booking, mail };
  }

  it('uses the active default template, fills placeholders HTML-escaped and reports unknown ones', async () => {
    const templateId = await insertTemplate({
      type: 'confirmation',
      subject: 'Buchung {{booking_id}}: {{course_title}} für {{customer_name}}',
      html_content:
        '<p>Hallo {{customer_name}},</p><p>am {{ course_date }} ({{course_time}}, {{course_location}}) für {{amount}}.</p>' +
        '<p><a href="{{cancel_url}}">Stornieren</a> Kundennummer: [{{kunden_nummer}}]</p>',
    });
    const { booking, mail } = await bookingWithEvent(EVENTS.bookingConfirmed, 'Eve <script>alert(1)</script> & "Co"');

    expect(mail.subject).toBe(
      `Buchung ${booking.id}: Medizinprodukteberater Basiszertifizierung für Eve <script>alert(1)</script> & "Co"`,
    );
    expect(mail.html).toContain('Hallo Eve &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      'am Montag, 15. Dezember 2098 (08:30-16:00 Uhr, Live Online Webinar) für 474,81\u00a0€.',
    );
    expect(mail.html).toContain(`href="mailto:info@example.de?subject=Stornierung%20Buchung%20${booking.id}"`);
    expect(mail.html).toContain('Kundennummer: []');
    expect(mail.html).not.toContain('{{');
    expect(mail.html).toContain(app.config.site.phone);
    expect(mail.text).toContain('Hallo Eve <script>alert(1)</script> & "Co",');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      'kurstermin.ics',
      'AGB-und-Widerrufsbelehrung.pdf',
    ]);

    const log = await eventually(async () => {
      const [row] = await app.dataSource.query(
        `SELECT status, template_id, unknown_placeholders FROM email_log WHERE booking_id = $1`,
        [booking.id],
      );
      return row?.status === 'sent' ? row : undefined;
    });
    expect(log).toEqual({ status: 'sent', template_id: templateId, unknown_placeholders: ['kunden_nummer'] });
  });

  it('uses the cancellation template for cancellation mails', async () => {
    await insertTemplate({
      type: 'cancellation',
      subject: 'Storniert: {{course_title}}',
      html_content: '<p>Buchung {{booking_id}} ist storniert.</p>',
    });
    const { booking, mail } = await bookingWithEvent(EVENTS.bookingCancelled, 'Anna Berger');
    expect(mail.subject).toBe('Storniert: Medizinprodukteberater Basiszertifizierung');
    expect(mail.html).toContain(`Buchung ${booking.id} ist storniert.`);
    expect(mail.attachments).toEqual([]);
  });

  it('ignores inactive and non-default templates', async () => {
    await insertTemplate({
      type: 'confirmation',
      subject: 'Inaktiv',
      html_content: '<p>inaktiv</p>',
      is_active: false,
    });
    await insertTemplate({
      type: 'confirmation',
      subject: 'Kein Standard',
      html_content: '<p>kein Standard</p>',
      is_default: false,
    });
    const { mail } = await bookingWithEvent(EVENTS.bookingConfirmed, 'Anna Berger');
    expect(mail.subject).toBe('Buchungsbestätigung: Medizinprodukteberater Basiszertifizierung am 15.12.2098');
  });

  it('sends the admin a test of any template with sample data', async () => {
    const templateId = await insertTemplate({
      type: 'manual-confirmation',
      subject: 'Bestätigt: {{course_title}}',
      html_content: '<p>{{customer_name}}, {{course_date}}, {{amount}}, {{unbekannt}}</p>',
      is_active: false,
      is_default: false,
    });
    const tester = app.api.get(TemplateTestMailService);
    expect(await tester.sendTest(templateId, ' Admin@Example.de ')).toEqual({
      subject: '[Test] Bestätigt: Medizinprodukteberater Basiszertifizierung',
      unknownPlaceholders: ['unbekannt'],
    });
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes('admin@example.de') && caught.subject.startsWith('[Test]'),
    );
    expect(mail.html).toContain('Maria Schneider, Dienstag, 15. Dezember 2026, 474,81\u00a0€, ');

    await expect(tester.sendTest(templateId, 'keine-adresse')).rejects.toMatchObject({ status: 400 });
    await expect(tester.sendTest('00000000-0000-4000-8000-000000000000', 'admin@example.de')).rejects.toMatchObject({
      status: 404,
    });
    app.smtp.rejectWith = { code: 550, message: 'Postfach unbekannt' };
    try {
      await expect(tester.sendTest(templateId, 'admin@example.de')).rejects.toMatchObject({
        status: 502,
        response: { error: 'Fehler beim Versenden der Test-E-Mail' },
      });
    } finally {
      app.smtp.rejectWith = undefined;
    }
  });
});
