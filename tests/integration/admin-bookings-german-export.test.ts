import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { createCourse, insertBooking, startAdminApp } from './helpers/admin-bookings-fixtures';

describe('bookings CSV in German', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function exportOf(courseId: string): Promise<Record<string, string>[]> {
    const response = await fetch(
      `${app.url}/api/admin/bookings/export.csv?filter=${encodeURIComponent(JSON.stringify({ course_id: courseId }))}`,
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    return parse(Buffer.from(await response.arrayBuffer()).toString('utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
  }

  it('shows the dashboard labels of every status and one amount format per column', async () => {
    const course = await createCourse(app.dataSource);
    await insertBooking(app, course, {
      customer_name: 'Bezahlt Ganz',
      amount: 11900,
      booking_status: 'confirmed',
      payment_status: 'paid',
      email_status: 'sent',
    });
    await insertBooking(app, course, {
      customer_name: 'Bezahlt Krumm',
      amount: 47481,
      booking_status: 'confirmed',
      payment_status: 'paid',
      email_status: 'failed',
    });
    await insertBooking(app, course, {
      customer_name: 'Offen',
      amount: 47500,
      booking_status: 'pending',
      payment_status: 'pending',
      email_status: 'nicht_gesendet',
    });
    await insertBooking(app, course, {
      customer_name: 'Erstattet',
      amount: 47481,
      booking_status: 'cancelled',
      payment_status: 'refunded',
      refunded_amount: 47481,
      email_status: 'sending',
    });
    await insertBooking(app, course, {
      customer_name: 'Teilweise',
      amount: 47481,
      booking_status: 'cancelled',
      payment_status: 'partially_refunded',
      refunded_amount: 23700,
      email_status: 'sent',
    });
    await insertBooking(app, course, {
      customer_name: 'Von Hand',
      amount: 47481,
      booking_status: 'confirmed',
      payment_status: 'pending',
      email_status: 'sent',
    });
    await insertBooking(app, course, {
      customer_name: 'Gescheitert',
      amount: 100,
      booking_status: 'failed',
      payment_status: 'failed',
    });

    const byName = Object.fromEntries((await exportOf(course.id)).map((record) => [record.Name, record]));
    const columns = (name: string) => {
      const record = byName[name];
      return [
        record['Betrag (EUR)'],
        record['Erstattet (EUR)'],
        record.Buchungsstatus,
        record.Zahlungsstatus,
        record['E-Mail-Status'],
      ];
    };
    expect(columns('Bezahlt Ganz')).toEqual(['119,00', '', 'Bestätigt', 'Bezahlt', 'Gesendet']);
    expect(columns('Bezahlt Krumm')).toEqual(['474,81', '', 'Bestätigt', 'Bezahlt', 'Fehlgeschlagen']);
    expect(columns('Offen')).toEqual(['475,00', '', 'Ausstehend', 'Ausstehend', 'Nicht gesendet']);
    expect(columns('Erstattet')).toEqual(['474,81', '474,81', 'Storniert', 'Erstattet', 'Wird gesendet']);
    expect(columns('Teilweise')).toEqual(['474,81', '237,00', 'Storniert', 'Teilweise erstattet', 'Gesendet']);
    expect(columns('Von Hand')).toEqual(['474,81', '', 'Bestätigt', 'Zahlung ausstehend', 'Gesendet']);
    expect(columns('Gescheitert')).toEqual(['1,00', '', 'Fehlgeschlagen', 'Fehlgeschlagen', 'Nicht gesendet']);
  });

  it('neutralises formulas but leaves phone numbers and signed amounts as typed', async () => {
    const course = await createCourse(app.dataSource);
    const cases: [string, string | null, string, string][] = [
      // name, phone, expected name, expected phone
      ['Telefon Plus', '+49 30 1234567', 'Telefon Plus', '+49 30 1234567'],
      ['Telefon Klammern', '+49 (0)30 123-45/67', 'Telefon Klammern', '+49 (0)30 123-45/67'],
      [
        '=HYPERLINK("https://boese.example","Klick")',
        '+1 555 0100',
        `'=HYPERLINK("https://boese.example","Klick")`,
        '+1 555 0100',
      ],
      ['@SUM(A1:A9)', '-12,50', `'@SUM(A1:A9)`, '-12,50'],
      ['+SUM(1;2)', '+cmd|calc', `'+SUM(1;2)`, `'+cmd|calc`],
      ['-2+3', '\tTab', `'-2+3`, `'\tTab`],
      ['\rWagenrücklauf', null, `'\rWagenrücklauf`, ''],
    ];
    for (const [name, phone] of cases) await insertBooking(app, course, { customer_name: name, customer_phone: phone });
    const records = await exportOf(course.id);
    for (const [, phone, name, shownPhone] of cases) {
      const record = records.find((candidate) => candidate.Name === name);
      expect(record, `${name} / ${phone}`).toBeDefined();
      expect(record!.Telefon, name).toBe(shownPhone);
    }
  });
});
