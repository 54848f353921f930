import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../backend/src/bookings/booking.entity';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { pdfText, qrOnFirstPage } from '../support/certificate-pdf';
import type { CaughtMail } from '../support/smtp-catcher';
import {
  ADMIN,
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
  /** GET /api/certificates/:number as anyone may call it. */
  const verifiedJson = async (number: string) => {
    const response = await fetch(`${app.url}/api/certificates/${encodeURIComponent(number)}`);
    expect(response.status, number).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return response.json() as Promise<Record<string, unknown>>;
  };
  const numberIn = (mail: CaughtMail) => NUMBER.exec(mail.text)![0];
  const markAttendance = async (booking: Booking, attendance: 'present' | 'absent') => {
    const saved = await put(`/api/admin/courses/${booking.course_id}/attendance`, {
      entries: [{ bookingId: booking.id, attendance }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body;
  };
  const revocations = (bookingId: string) =>
    app.dataSource.query(
      `SELECT actor_email, before, after FROM audit_log WHERE action = 'certificate.revoke' AND entity_id = $1 ORDER BY id`,
      [bookingId],
    );

  async function attendedBooking(name: string, overrides: Partial<Booking> = {}): Promise<Booking> {
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
      ...overrides,
    });
    await markAttendance(booking, 'present');
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

    expect(await verifiedJson(number!)).toEqual({
      status: 'valid',
      name: 'Zoë Müller-Lüdenscheidt',
      courseTitle: 'Medizinprodukteberater Basiszertifizierung',
      date: booking.course_date,
    });
    expect(await verifiedJson(number!)).toEqual({
      status: 'valid',
      name: 'Zoë Müller-Lüdenscheidt',
      courseTitle: 'Medizinprodukteberater Basiszertifizierung',
      date: booking.course_date,
    });

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

    expect(await verifiedJson(oldNumber)).toEqual({
      status: 'replaced',
      name: 'Hans Mustremann',
      courseTitle: 'Medizinprodukteberater Basiszertifizierung',
      date: booking.course_date,
    });
    expect(await verifiedJson(newNumber)).toMatchObject({ status: 'valid', name: 'Hans Mustermann' });
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
    for (const number of [
      'AAAA-BBBB-CCCC-DDDD',
      'aaaa-bbbb-cccc-dddd',
      'kein-zertifikat',
      'x'.repeat(500),
      "' OR 1=1 --",
    ])
      expect(await verifiedJson(number)).toEqual({ status: 'unknown' });

    const booking = await attendedBooking('Greta Gelöscht');
    const [mail] = await certificateMailsTo(booking.customer_email);
    const number = NUMBER.exec(mail.text)![0];
    expect(await verifiedJson(number)).toMatchObject({ status: 'valid', name: 'Greta Gelöscht' });

    const deleted = await post('/api/admin/gdpr-deletions', {
      email: booking.customer_email,
      reason: 'Antrag per E-Mail',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    expect((deleted.body as { affected_counts: Record<string, number> }).affected_counts).toMatchObject({
      certificates: 1,
    });
    expect(await verifiedJson(number)).toEqual({ status: 'erased' });
    const [row] = await app.dataSource.query(`SELECT participant_name FROM certificates WHERE number = $1`, [number]);
    expect(row.participant_name).toBeNull();
    const resend = await post(`/api/admin/bookings/${booking.id}/certificate/resend`);
    expect(resend.status).toBe(409);
  });

  it('revokes the certificate of a participant marked absent, refuses to send or reissue it, and issues a new number when marked present again', async () => {
    const booking = await attendedBooking('Rita Reuig');
    const [first] = await certificateMailsTo(booking.customer_email);
    const oldNumber = numberIn(first);
    // The admin opens the certificate in force: the same document as the mail's.
    const pdfPath = `/api/admin/bookings/${booking.id}/certificate/pdf`;
    const shown = await fetch(`${app.url}${pdfPath}`, { headers: { Cookie: cookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    const shownText = (await pdfText(Buffer.from(await shown.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(shownText).toContain(oldNumber);
    expect(shownText).toContain('Rita Reuig');
    expect((await fetch(`${app.url}${pdfPath}`)).status).toBe(401);

    expect(await markAttendance(booking, 'absent')).toEqual({
      changed: 1,
      certificatesIssued: 0,
      certificatesRevoked: 1,
      message: 'Anwesenheit gespeichert, 1 Zertifikat widerrufen',
    });
    expect(await verifiedJson(oldNumber)).toEqual({
      status: 'revoked',
      courseTitle: 'Medizinprodukteberater Basiszertifizierung',
      date: booking.course_date,
    });
    expect((await get(pdfPath)).status).toBe(409);
    expect(await revocations(booking.id)).toEqual([
      {
        actor_email: ADMIN,
        before: { certificate_number: oldNumber },
        after: { certificate_number: oldNumber, revoked_because: 'absent' },
      },
    ]);

    const notPresent = {
      error:
        'Zertifikat nicht verfügbar: Die Person ist nicht als anwesend erfasst. Ein Zertifikat gibt es nur für die Teilnahme.',
    };
    const resend = await post(`/api/admin/bookings/${booking.id}/certificate/resend`);
    expect(resend).toMatchObject({ status: 409, body: notPresent });
    const reissue = await post(`/api/admin/bookings/${booking.id}/certificate/reissue`, { name: 'Rita Reuig-Neu' });
    expect(reissue).toMatchObject({ status: 409, body: notPresent });
    const [stored] = await app.dataSource.query(`SELECT customer_name FROM bookings WHERE id = $1`, [booking.id]);
    expect(stored.customer_name).toBe('Rita Reuig');
    const list = (await get(`/api/admin/courses/${booking.course_id}/participants`)).body as {
      participants: { certificate_number: string; certificate_revoked: boolean }[];
    };
    expect(list.participants[0]).toMatchObject({ certificate_number: oldNumber, certificate_revoked: true });

    expect(await markAttendance(booking, 'present')).toMatchObject({ certificatesIssued: 1, certificatesRevoked: 0 });
    const [, second] = await certificateMailsTo(booking.customer_email, 2);
    const newNumber = NUMBER.exec((await pdfText(pdfOf(second))).replace(/\s+/g, ' '))![0];
    expect(newNumber).not.toBe(oldNumber);
    expect(await verifiedJson(newNumber)).toMatchObject({ status: 'valid' });
    expect(await verifiedJson(oldNumber)).toMatchObject({ status: 'revoked' });
    expect(await verifiedJson(newNumber)).toMatchObject({ status: 'valid', name: 'Rita Reuig' });
    expect(await verifiedJson(oldNumber)).toMatchObject({ status: 'revoked' });
    expect((await post(`/api/admin/bookings/${booking.id}/certificate/resend`)).body).toEqual({
      certificateNumber: newNumber,
      message: 'Zertifikat wird erneut versendet',
    });
  });

  it('revokes the certificate when the admin cancels the booking or the operator cancels the course', async () => {
    const booking = await attendedBooking('Carla Storno');
    const number = numberIn((await certificateMailsTo(booking.customer_email))[0]);
    const cancelled = await post(`/api/admin/bookings/${booking.id}/cancel`, { refundCents: 0 });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await verifiedJson(number)).toMatchObject({ status: 'revoked' });
    expect(await verifiedJson(number)).toMatchObject({ status: 'revoked' });
    expect(await revocations(booking.id)).toEqual([
      {
        actor_email: ADMIN,
        before: { certificate_number: number },
        after: { certificate_number: number, revoked_because: 'cancelled' },
      },
    ]);
    for (const action of ['resend', 'reissue'])
      expect(
        await post(`/api/admin/bookings/${booking.id}/certificate/${action}`, { name: 'Carla Storno' }),
      ).toMatchObject({
        status: 409,
        body: {
          error:
            'Zertifikat nicht verfügbar: Die Buchung ist nicht bestätigt (z. B. storniert); ein bisheriges Zertifikat ist widerrufen.',
        },
      });

    // Booked on invoice and not yet paid: nothing to refund when the course is called off.
    const onInvoice = await attendedBooking('Otto Abgesagt', { payment_status: 'pending' });
    const invoiceNumber = numberIn((await certificateMailsTo(onInvoice.customer_email))[0]);
    const courseCancelled = await put(`/api/admin/courses/${onInvoice.course_id}`, { status: 'cancelled' });
    expect(courseCancelled.status, JSON.stringify(courseCancelled.body)).toBe(200);
    expect(await verifiedJson(invoiceNumber)).toMatchObject({ status: 'revoked' });
    expect(await revocations(onInvoice.id)).toMatchObject([{ after: { revoked_because: 'cancelled' } }]);
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
