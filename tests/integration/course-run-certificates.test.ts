import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../backend/src/bookings/booking.entity';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { pdfText, qrOnFirstPage } from '../support/certificate-pdf';
import type { CaughtMail } from '../support/smtp-catcher';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  insertBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { uniqueEmail } from './helpers/booking-fixtures';

const confirmed = { booking_status: 'confirmed', payment_status: 'paid' } as const;
const NUMBER = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

describe('certificates for attendance', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, put } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({
      env: { SITE_TRAINER_NAME: 'Prof. Dr. Jörg Übermann', SITE_CITY: 'München' },
    }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const certificateMailsTo = (email: string, count = 1) =>
    app.smtp.waitFor(count, (mail) => mail.to.includes(email) && mail.subject.startsWith('Ihr Zertifikat'), 30_000);
  const pdfOf = (mail: CaughtMail) => {
    const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(attachment, 'PDF attachment').toBeDefined();
    return attachment!.content;
  };
  const page = async (number: string) => {
    const response = await fetch(`${app.url}/zertifikat/${number}`);
    return { status: response.status, robots: response.headers.get('x-robots-tag'), html: await response.text() };
  };

  async function attendedBooking(name: string): Promise<Booking> {
    const course = await createCourse(app.dataSource, {
      title: 'Medizinprodukteberater Basiszertifizierung',
      date: berlinDatePlus(-1),
      start_time: '08:30',
      end_time: '16:00',
    });
    const booking = await insertBooking(app, course, {
      ...confirmed,
      customer_name: name,
      customer_email: uniqueEmail('zert'),
    });
    const saved = await put(`/api/admin/courses/${course.id}/attendance`, {
      entries: [{ bookingId: booking.id, attendance: 'present' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return booking;
  }

  it('mails a PDF whose text holds name, course, date, trainer and number, and whose QR code opens the verification page', async () => {
    const booking = await attendedBooking('Zoë Müller-Lüdenscheidt');
    const [mail] = await certificateMailsTo(booking.customer_email);
    expect(mail.subject).toBe(
      `Ihr Zertifikat: Medizinprodukteberater Basiszertifizierung am ${germanDate(booking.course_date)}`,
    );
    const pdf = pdfOf(mail);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const number = NUMBER.exec(text)?.[0];
    expect(number).toBeDefined();
    const [stored] = await app.dataSource.query(`SELECT number FROM certificates WHERE booking_id = $1`, [booking.id]);
    expect(stored.number).toBe(number);
    for (const expected of [
      'Teilnahmezertifikat',
      'Zoë Müller-Lüdenscheidt',
      'Medizinprodukteberater Basiszertifizierung',
      longGermanDate(booking.course_date),
      '7,5 Stunden',
      'Rechtliche Grundlagen',
      'Qualitätsmanagement und Vigilanz',
      'Prof. Dr. Jörg Übermann',
      'München,',
    ])
      expect(text).toContain(expected);
    const url = qrOnFirstPage(pdf);
    expect(url).toBe(`${app.config.publicUrl}/zertifikat/${number}`);
    expect(mail.html).toContain(url!);

    const verified = await page(number!);
    expect(verified.status).toBe(200);
    expect(verified.robots).toContain('noindex');
    expect(verified.html).toContain('<meta name="robots" content="noindex');
    expect(verified.html).toContain('data-state="valid">Gültig<');
    expect(verified.html).toContain('Zoë Müller-Lüdenscheidt');
    expect(verified.html).toContain(longGermanDate(booking.course_date));

    // The mail server has the mail; the e-mail log records it a moment later.
    const list = await eventually(
      async () => {
        const body = (await get(`/api/admin/courses/${booking.course_id}/participants`)).body as {
          course: { date_state: string };
          participants: { certificate_number: string; certificate_mail: string }[];
        };
        return body.participants[0].certificate_mail === 'sent' && body;
      },
      { what: 'certificate mail recorded as sent' },
    );
    expect(list.participants[0].certificate_number).toBe(number);
    expect(list.course.date_state).toBe('certificates_sent');
  });

  it('sends again on request and reissues a corrected name under a new number, the old one then replaced', async () => {
    const booking = await attendedBooking('Hans Mustremann');
    const [first] = await certificateMailsTo(booking.customer_email);
    const oldNumber = NUMBER.exec(first.text)![0];

    const resent = await post(`/api/admin/bookings/${booking.id}/certificate/resend`);
    expect(resent.body).toEqual({ certificateNumber: oldNumber, message: 'Zertifikat wird erneut versendet' });
    const [, second] = await certificateMailsTo(booking.customer_email, 2);
    expect(NUMBER.exec((await pdfText(pdfOf(second))).replace(/\s+/g, ' '))![0]).toBe(oldNumber);

    const reissued = await post(`/api/admin/bookings/${booking.id}/certificate/reissue`, { name: 'Hans Mustermann' });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    const newNumber = (reissued.body as { certificateNumber: string }).certificateNumber;
    expect(newNumber).not.toBe(oldNumber);
    const [, , third] = await certificateMailsTo(booking.customer_email, 3);
    const text = (await pdfText(pdfOf(third))).replace(/\s+/g, ' ');
    expect(text).toContain('Hans Mustermann');
    expect(text).toContain(newNumber);
    expect(third.text).toContain(`ersetzt das Zertifikat Nr. ${oldNumber}`);

    const old = await page(oldNumber);
    expect(old.html).toContain('data-state="replaced">Ersetzt<');
    expect(old.html).toContain('nicht mehr gültig');
    expect((await page(newNumber)).html).toContain('data-state="valid">Gültig<');
    const [audit] = await app.dataSource.query(
      `SELECT before, after FROM audit_log WHERE action = 'certificate.reissue' AND entity_id = $1`,
      [booking.id],
    );
    expect(audit).toEqual({
      before: { customer_name: 'Hans Mustremann', certificate_number: oldNumber },
      after: { customer_name: 'Hans Mustermann', certificate_number: newNumber },
    });
  });

  it('says unknown for a number it never issued, and after a GDPR deletion that the certificate can no longer be verified', async () => {
    const unknown = await page('AAAA-BBBB-CCCC-DDDD');
    expect(unknown.status).toBe(404);
    expect(unknown.robots).toContain('noindex');
    expect(unknown.html).toContain('data-state="unknown">Unbekannt<');
    expect((await page('kein-zertifikat')).html).toContain('data-state="unknown"');

    const booking = await attendedBooking('Greta Gelöscht');
    const [mail] = await certificateMailsTo(booking.customer_email);
    const number = NUMBER.exec(mail.text)![0];
    expect((await page(number)).html).toContain('Greta Gelöscht');

    const deleted = await post('/api/admin/gdpr-deletions', {
      email: booking.customer_email,
      reason: 'Antrag per E-Mail',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    expect((deleted.body as { affected_counts: Record<string, number> }).affected_counts).toMatchObject({
      certificates: 1,
    });
    const erased = await page(number);
    expect(erased.status).toBe(410);
    expect(erased.html).toContain('data-state="erased">Nicht mehr prüfbar<');
    expect(erased.html).toContain('kann nicht mehr geprüft werden');
    expect(erased.html).not.toContain('Greta');
    const [row] = await app.dataSource.query(`SELECT participant_name FROM certificates WHERE number = $1`, [number]);
    expect(row.participant_name).toBeNull();
    const resend = await post(`/api/admin/bookings/${booking.id}/certificate/resend`);
    expect(resend.status).toBe(409);
  });
});

function germanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

function longGermanDate(date: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
