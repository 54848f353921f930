import { CURRENT_TERMS_VERSION, isTermsVersion, termsDocument } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { pdfText } from '../support/certificate-pdf';
import type { CaughtMail } from '../support/smtp-catcher';
import { checkoutBody, createDiscountCode, postJson, uniqueEmail } from './helpers/booking-fixtures';
import {
  adminCalls,
  createCourse,
  loadBooking,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const OPERATOR = 'Prüfhaus Regulatorik GmbH';
const TERMS_PDF = 'AGB-und-Widerrufsbelehrung.pdf';

describe('booking confirmations: the terms as PDF, and free bookings', () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp({
      env: { SITE_OPERATOR: `${OPERATOR}, Teststraße 9, 04109 Leipzig` },
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const mailTo = (email: string, subject: string, count = 1) =>
    app.smtp.waitFor(count, (mail) => mail.to.includes(email) && mail.subject.startsWith(subject));
  const readable = (text: string) => text.replace(/\s+/g, ' ');

  /** The terms the mail attaches, as a PDF reader extracts their text. */
  async function attachedTerms(mail: CaughtMail): Promise<string> {
    const attachment = mail.attachments.find((file) => file.filename === TERMS_PDF);
    expect(attachment?.contentType, `${TERMS_PDF} in '${mail.subject}'`).toBe('application/pdf');
    return readable(await pdfText(attachment!.content));
  }

  /** The version the booking recorded at checkout, with its 'Stand: ...' line. */
  async function acceptedVersion(bookingId: string) {
    const { terms_version: version } = await loadBooking(app.dataSource, bookingId);
    expect(version).not.toBeNull();
    if (!version || !isTermsVersion(version)) throw new Error(`unknown terms version ${version}`);
    return termsDocument(app.config.site.settings, version);
  }

  function expectTerms(text: string, stand: string) {
    const terms = termsDocument(app.config.site.settings);
    for (const expected of [
      '§ 1 Geltungsbereich und Anbieter',
      '§ 3 Vertragsschluss',
      '§ 7 Stornierung durch Teilnehmende',
      '§ 14 Schlussbestimmungen',
      ...terms.sections.map((section) => section.heading),
      'Widerrufsbelehrung für Verbraucher',
      'Folgen des Widerrufs',
      '§ 356 Abs. 4 BGB',
      'Muster-Widerrufsformular',
      'Hiermit widerrufe(n) ich/wir (*)',
      `An ${OPERATOR}, Teststraße 9, 04109 Leipzig`,
      OPERATOR,
      stand,
      'Seite 1 von',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Beispiel Medical Consulting');
  }

  it('attaches the AGB with the withdrawal notice and model form, in the version the customer accepted, to the paid confirmation', async () => {
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: uniqueEmail('agb') });
    expect(booking.terms_version).toBe(CURRENT_TERMS_VERSION);
    const accepted = await acceptedVersion(booking.id);

    const [mail] = await mailTo(booking.customer_email, 'Buchungsbestätigung');
    expectTerms(await attachedTerms(mail), accepted.stand);
    expect(mail.attachments.map((file) => file.filename).sort()).toEqual([TERMS_PDF, 'kurstermin.ics']);
    const text = readable(mail.text);
    expect(text).toContain(`Vertragsunterlagen: Im Anhang finden Sie unsere AGB`);
    expect(text).toContain(accepted.stand);
    expect(text).toContain('Ihre Zahlung ist eingegangen');
    expect(text).toContain('Ihre Rechnung erhalten Sie per E-Mail.');
    expect(text).not.toContain('Zahlungsdienstleister');
  });

  it("attaches the booking's version to the admin's manual confirmation and to a resent confirmation", async () => {
    const course = await createCourse(app.dataSource);
    const booking = await pendingBooking(app, course, { customerEmail: uniqueEmail('manuell') });
    const accepted = await acceptedVersion(booking.id);

    expect((await admin.post(`/api/admin/bookings/${booking.id}/confirm`)).status).toBe(200);
    const [manual] = await mailTo(booking.customer_email, 'Ihre Buchung ist bestätigt');
    expectTerms(await attachedTerms(manual), accepted.stand);
    expect(readable(manual.text)).toContain(accepted.stand);

    const resent = await admin.post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' });
    expect(resent.status, JSON.stringify(resent.body)).toBeLessThan(300);
    const [again] = await mailTo(booking.customer_email, 'Buchungsbestätigung');
    expectTerms(await attachedTerms(again), accepted.stand);
  });

  it("attaches the terms to a confirmation written with the admin's own template too", async () => {
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: uniqueEmail('vorlage') });
    const [template] = await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default)
       VALUES ('Eigene Bestätigung', 'confirmation', 'Eigene Bestätigung {{course_title}}', '<p>Guten Tag {{customer_name}}</p>', true, true)
       RETURNING id`,
    );
    try {
      await admin.post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' });
      const [mail] = await mailTo(booking.customer_email, 'Eigene Bestätigung');
      expectTerms(await attachedTerms(mail), (await acceptedVersion(booking.id)).stand);
      expect(mail.attachments.map((file) => file.filename).sort()).toEqual([TERMS_PDF, 'kurstermin.ics']);
    } finally {
      await app.dataSource.query(`DELETE FROM email_templates WHERE id = $1`, [template.id]);
    }
  });

  it('confirms a booking made free by a 100 % code without speaking of a payment or an invoice', async () => {
    const course = await createCourse(app.dataSource);
    const code = await createDiscountCode(app.dataSource, { discount_value: 100 });
    const email = uniqueEmail('gratis');
    const created = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        customerEmail: email,
        discountCode: code.code,
        selectedPrice: 0,
        discountAmount: course.gross_price,
        earlyStartRequested: true,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await loadBooking(app.dataSource, created.body.bookingId)).toMatchObject({ amount: 0 });

    const [mail] = await mailTo(email, 'Buchungsbestätigung');
    const text = readable(mail.text);
    expect(text).toContain('Kostenlose Buchung: Ihr Platz im Live-Webinar ist verbindlich gebucht');
    expect(text).toContain('Betrag: 0 €, keine Zahlung nötig');
    for (const paid of ['Ihre Zahlung ist eingegangen', 'Gezahlter Betrag', 'Rechnung', 'Zahlungsdienstleister'])
      expect(text).not.toContain(paid);
    expect(await attachedTerms(mail)).toContain('Muster-Widerrufsformular');
  });
});
