import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import type { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import {
  adminCalls,
  ADMIN,
  berlinDatePlus,
  createCourse,
  insertBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';
import { uniqueEmail } from './helpers/booking-fixtures';

const confirmed = { booking_status: 'confirmed', payment_status: 'paid' } as const;

describe('running a course date: participant list and attendance', () => {
  let app: TestApp;
  let cookie: string;
  const { get, put } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await app?.close();
  });

  async function participantsOf(course: Course) {
    return (await get(`/api/admin/courses/${course.id}/participants`)).body as {
      course: { title: string; date_state: string; attendance_open: boolean };
      participants: Record<string, unknown>[];
    };
  }

  it('lists only confirmed participants with name, company, e-mail, phone, booking date and amount, also as German CSV', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(10) });
    const anna = await insertBooking(app, course, {
      ...confirmed,
      customer_name: 'Anna Äbelhof',
      customer_company: 'Medi; Tech GmbH',
      customer_email: uniqueEmail('anna'),
      customer_phone: '+49 30 555 123',
      amount: 47481,
    });
    await insertBooking(app, course, { ...confirmed, customer_name: 'Bernd Zander', customer_company: null });
    await insertBooking(app, course, { customer_name: 'Offen Pending' });
    await insertBooking(app, course, { customer_name: 'Storniert', booking_status: 'cancelled' });

    const list = await participantsOf(course);
    expect(list.course).toMatchObject({ title: course.title, date_state: 'upcoming', attendance_open: false });
    expect(list.participants.map((person) => person.name)).toEqual(['Anna Äbelhof', 'Bernd Zander']);
    expect(list.participants[0]).toMatchObject({
      booking_id: anna.id,
      company: 'Medi; Tech GmbH',
      email: anna.customer_email,
      phone: '+49 30 555 123',
      amount: 47481,
      attendance: null,
      certificate_number: null,
    });
    expect(new Date(list.participants[0].booked_at as string).getTime()).toBe(anna.created_at.getTime());

    const response = await fetch(`${app.url}/api/admin/courses/${course.id}/participants.csv`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`teilnehmer-${course.date}.csv`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse<Record<string, string>>(bytes.toString('utf8'), { bom: true, delimiter: ';', columns: true });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Name: 'Anna Äbelhof',
      Firma: 'Medi; Tech GmbH',
      'E-Mail': anna.customer_email,
      Telefon: '+49 30 555 123',
      'Betrag (EUR)': '474,81',
      Anwesenheit: '',
    });
    expect(rows[0].Buchungsdatum).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    const anonymous = await fetch(`${app.url}/api/admin/courses/${course.id}/participants.csv`);
    expect(anonymous.status).toBe(401);
  });

  it('prints 20 people per A4 page, each page headed by course and date', async () => {
    const course = await createCourse(app.dataSource, { date: '2090-03-17', title: 'Druckkurs Grundlagen' });
    for (let index = 0; index < 45; index += 1)
      await insertBooking(app, course, { ...confirmed, customer_name: `Person ${String(index).padStart(2, '0')}` });
    const response = await fetch(`${app.url}/api/admin/courses/${course.id}/participants/print`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const sheets = html.split('<section class="sheet">').slice(1);
    expect(sheets).toHaveLength(3);
    expect(sheets.map((sheet) => (sheet.match(/<td class="name">/g) ?? []).length)).toEqual([20, 20, 5]);
    for (const sheet of sheets) {
      expect(sheet).toContain('<h1>Druckkurs Grundlagen</h1>');
      expect(sheet).toContain('Freitag, 17. März 2090');
    }
    expect(html).toContain('size: A4');
  });

  it('refuses attendance before the start, then records it audited from the start on; absent stays a no-show', async () => {
    const course = await createCourse(app.dataSource, {
      date: berlinDatePlus(1),
      start_time: '09:00',
      end_time: '17:00',
    });
    const present = await insertBooking(app, course, { ...confirmed, customer_name: 'Petra Präsent' });
    const absent = await insertBooking(app, course, { ...confirmed, customer_name: 'Arno Abwesend' });
    const entries = [
      { bookingId: present.id, attendance: 'present' },
      { bookingId: absent.id, attendance: 'absent' },
    ];

    const early = await put(`/api/admin/courses/${course.id}/attendance`, { entries });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      error: 'Die Anwesenheit kann erst ab Kursbeginn erfasst werden. Der Kurs hat noch nicht begonnen.',
    });
    const audited = () =>
      app.dataSource.query(
        `SELECT actor_email, entity_id, before, after FROM audit_log WHERE action = 'booking.attendance' AND entity_id = ANY($1) ORDER BY id`,
        [[present.id, absent.id]],
      );
    expect(await audited()).toEqual([]);

    // The start, to the second, in Berlin.
    const start = new Date(
      (
        await app.dataSource.query(
          `SELECT ((date + start_time) AT TIME ZONE 'Europe/Berlin') AS at FROM courses WHERE id = $1`,
          [course.id],
        )
      )[0].at,
    );
    const clock = app.api.get(Clock);
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() - 1000));
    expect((await put(`/api/admin/courses/${course.id}/attendance`, { entries })).status).toBe(409);
    vi.spyOn(clock, 'now').mockReturnValue(start);
    const saved = await put(`/api/admin/courses/${course.id}/attendance`, { entries });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      changed: 2,
      certificatesIssued: 1,
      certificatesRevoked: 0,
      message: 'Anwesenheit gespeichert, 1 Zertifikat wird versendet',
    });
    expect(await audited()).toEqual([
      { actor_email: ADMIN, entity_id: present.id, before: { attendance: null }, after: { attendance: 'present' } },
      { actor_email: ADMIN, entity_id: absent.id, before: { attendance: null }, after: { attendance: 'absent' } },
    ]);

    // Saving the same again changes nothing and issues nothing twice.
    const again = await put(`/api/admin/courses/${course.id}/attendance`, { entries });
    expect(again.body).toMatchObject({ changed: 0, certificatesIssued: 0, message: 'Keine Änderungen' });
    expect(await audited()).toHaveLength(2);

    // All at once, and the absent one's booking keeps its payment: a no-show is no refund.
    const all = await put(`/api/admin/courses/${course.id}/attendance`, { all: 'absent' });
    expect(all.body).toMatchObject({
      changed: 1,
      certificatesIssued: 0,
      certificatesRevoked: 1,
      message: 'Anwesenheit gespeichert, 1 Zertifikat widerrufen',
    });
    const [row] = await app.dataSource.query(
      `SELECT booking_status, payment_status, refunded_amount, attendance FROM bookings WHERE id = $1`,
      [absent.id],
    );
    expect(row).toEqual({
      booking_status: 'confirmed',
      payment_status: 'paid',
      refunded_amount: null,
      attendance: 'absent',
    });

    const other = await createCourse(app.dataSource, { date: berlinDatePlus(-2) });
    const stranger = await put(`/api/admin/courses/${other.id}/attendance`, {
      entries: [{ bookingId: present.id, attendance: 'present' }],
    });
    expect(stranger.status).toBe(404);
    expect((await put(`/api/admin/courses/${course.id}/attendance`, { entries: [] })).status).toBe(400);
  });
});
