import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Orders1796600000000 } from '../../migrations/1796600000000-orders';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { parse } from 'csv-parse/sync';
import { adminCalls, paidBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import { checkoutBody, createCourse, loadBooking, postJson, uniqueEmail } from './helpers/booking-fixtures';

const BUYER_COLUMNS = `o.buyer_name, o.buyer_email, o.buyer_phone, o.buyer_company, o.customer_type, o.billing_street,
  o.billing_city, o.billing_vat_id, o.purchase_order_number, o.leitweg_id, o.payment_method`;

describe('orders: the buyer of one or more bookings', () => {
  let app: TestApp;
  let cookie: string;
  const admin = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  const orderOf = async (bookingId: string) => {
    const [row] = await app.dataSource.query(
      `SELECT o.id = b.order_id AS linked, ${BUYER_COLUMNS}
         FROM bookings b JOIN orders o ON o.id = b.order_id WHERE b.id = $1`,
      [bookingId],
    );
    return row;
  };

  it('records the buyer, their billing address and references on the order of a checkout, the participant on the booking', async () => {
    const course = await createCourse(app.dataSource);
    const email = uniqueEmail('einkauf');
    const booking = await paidBooking(app, course, {
      customerEmail: email,
      customerName: 'Erika Einkauf',
      customerPhone: '+49 30 1234567',
      customerType: 'business',
      customerCompany: 'Muster Medical GmbH',
      vatId: 'DE123456789',
      purchaseOrderNumber: 'PO-77',
      billingAddress: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    });
    expect(await orderOf(booking.id)).toEqual({
      linked: true,
      buyer_name: 'Erika Einkauf',
      buyer_email: email,
      buyer_phone: '+49 30 1234567',
      buyer_company: 'Muster Medical GmbH',
      customer_type: 'business',
      billing_street: 'Hauptstraße 1',
      billing_city: 'Berlin',
      billing_vat_id: 'DE123456789',
      purchase_order_number: 'PO-77',
      leitweg_id: null,
      payment_method: 'card',
    });
    expect(booking).toMatchObject({ customer_name: 'Erika Einkauf', customer_email: email, payer_email: null });
  });

  it('answers a checkout with its order and the booking of each participant', async () => {
    const answer = await postJson(`${app.url}/api/checkout`, checkoutBody(await createCourse(app.dataSource)));
    expect(answer.status).toBe(200);
    const booking = await loadBooking(app.dataSource, answer.body.bookingId as string);
    expect(answer.body).toMatchObject({ orderId: booking.order_id, bookingIds: [booking.id] });
  });

  it('makes a booking written without an order an order of one, its participant the buyer', async () => {
    const course = await createCourse(app.dataSource);
    const [{ id }] = await app.dataSource.query(
      `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name,
                             customer_email, customer_phone, customer_company, customer_type, amount, original_amount)
       VALUES ($1, $2, $3, '08:30', '16:00', 'Ida Import', 'ida@beispiel.de', '0301234', 'Import AG', 'business', 100, 100)
       RETURNING id`,
      [course.id, course.title, course.date],
    );
    expect(await orderOf(id)).toMatchObject({
      buyer_name: 'Ida Import',
      buyer_email: 'ida@beispiel.de',
      buyer_phone: '0301234',
      buyer_company: 'Import AG',
      customer_type: 'business',
      payment_method: 'card',
    });
  });

  it('turns every booking into an order of one when migrated: the payer who named a substitute buys, else the participant', async () => {
    const course = await createCourse(app.dataSource);
    const migration = new Orders1796600000000();
    const runner = app.dataSource.createQueryRunner();
    let own: string, handed: string;
    try {
      await migration.down(runner);
      [{ id: own }] = await runner.query(
        `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name,
                               customer_email, customer_phone, customer_company, customer_type, amount, original_amount,
                               billing_street, billing_city, billing_vat_id, purchase_order_number)
         VALUES ($1, $2, $3, '08:30', '16:00', 'Olga Selbst', 'olga@beispiel.de', '0401234', 'Olga GmbH', 'business',
                 100, 100, 'Elbchaussee 1', 'Hamburg', 'DE123456789', 'PO-1')
         RETURNING id`,
        [course.id, course.title, course.date],
      );
      [{ id: handed }] = await runner.query(
        `INSERT INTO bookings (course_id, course_title, course_date, course_start_time, course_end_time, customer_name,
                               customer_email, customer_phone, customer_company, customer_type, amount, original_amount,
                               payer_name, payer_email, payer_company, billing_street, billing_city)
         VALUES ($1, $2, $3, '08:30', '16:00', 'Sven Ersatz', 'sven@beispiel.de', '0171', 'Sven KG', 'business',
                 100, 100, 'Paula Zahler', 'paula@beispiel.de', 'Paula AG', 'Ring 2', 'Köln')
         RETURNING id`,
        [course.id, course.title, course.date],
      );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await orderOf(own)).toEqual({
      linked: true,
      buyer_name: 'Olga Selbst',
      buyer_email: 'olga@beispiel.de',
      buyer_phone: '0401234',
      buyer_company: 'Olga GmbH',
      customer_type: 'business',
      billing_street: 'Elbchaussee 1',
      billing_city: 'Hamburg',
      billing_vat_id: 'DE123456789',
      purchase_order_number: 'PO-1',
      leitweg_id: null,
      payment_method: 'card',
    });
    expect(await orderOf(handed)).toMatchObject({
      buyer_name: 'Paula Zahler',
      buyer_email: 'paula@beispiel.de',
      buyer_phone: null,
      buyer_company: 'Paula AG',
      billing_street: 'Ring 2',
    });
  });

  it("lets the buyer of a colleague's booking see and manage it, the colleague only take part", async () => {
    const course = await createCourse(app.dataSource);
    const [buyer, colleague] = [uniqueEmail('chefin'), uniqueEmail('kollege')];
    const booking = await paidBooking(app, course, { customerEmail: buyer, customerName: 'Clara Chefin' });
    await app.dataSource.query(
      `UPDATE bookings SET customer_name = 'Karl Kollege', customer_email = $2 WHERE id = $1`,
      [booking.id, colleague],
    );
    const seenBy = async (email: string) =>
      (
        (await call(app, 'GET', '/api/me/bookings', { cookie: await signIn(app, email) })).body as {
          bookings: { id: string; isPayer: boolean }[];
        }
      ).bookings;
    expect((await seenBy(buyer)).map(({ id, isPayer }) => ({ id, isPayer }))).toEqual([
      { id: booking.id, isPayer: true },
    ]);
    expect((await seenBy(colleague)).map(({ id, isPayer }) => ({ id, isPayer }))).toEqual([
      { id: booking.id, isPayer: false },
    ]);
    const cancel = await call(app, 'POST', `/api/me/bookings/${booking.id}/cancel`, {
      cookie: await signIn(app, colleague),
      body: {},
    });
    expect(cancel.status).toBe(403);

    // The admin sees who bought it, in the list and in the export.
    const [row] = (await admin.list({ filter: { id: [booking.id] } })).body as Record<string, unknown>[];
    expect(row).toMatchObject({
      customer_name: 'Karl Kollege',
      order_id: booking.order_id,
      buyer_name: 'Clara Chefin',
    });
    const csv = await admin.get(
      `/api/admin/bookings/export.csv?filter=${encodeURIComponent(JSON.stringify({ id: [booking.id] }))}`,
    );
    const [record] = parse<Record<string, string>>(String(csv.body).replace(/^\uFEFF/, ''), {
      delimiter: ';',
      columns: true,
    });
    expect(record).toMatchObject({
      Name: 'Karl Kollege',
      Bestellung: booking.order_id,
      Käufer: 'Clara Chefin',
      'Firma des Käufers': '',
    });
  });

  it("erases a deleted buyer from the order and a deleted participant from the booking, each keeping the other's and the invoice", async () => {
    const course = await createCourse(app.dataSource);
    const [buyer, colleague] = [uniqueEmail('einkaeuferin'), uniqueEmail('teilnehmer')];
    const booking = await paidBooking(app, course, { customerEmail: buyer, customerName: 'Berta Bestellerin' });
    await app.dataSource.query(
      `UPDATE bookings SET customer_name = 'Theo Teilnehmer', customer_email = $2 WHERE id = $1`,
      [booking.id, colleague],
    );
    const invoices = async () =>
      (await app.dataSource.query(`SELECT count(*)::int AS n FROM invoices WHERE booking_id = $1`, [booking.id]))[0].n;
    const before = await invoices();
    expect(before).toBe(1);

    expect((await admin.post('/api/admin/gdpr-deletions', { email: buyer, reason: 'Auskunft' })).status).toBe(201);
    expect(await orderOf(booking.id)).toMatchObject({
      buyer_name: 'Anonymisiert (DSGVO)',
      buyer_email: 'anonymisiert@geloescht.invalid',
      buyer_phone: null,
      billing_street: null,
    });
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Theo Teilnehmer',
      customer_email: colleague,
      booking_status: 'confirmed',
    });

    expect((await admin.post('/api/admin/gdpr-deletions', { email: colleague, reason: 'Auskunft' })).status).toBe(201);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Anonymisiert (DSGVO)',
      customer_email: 'anonymisiert@geloescht.invalid',
    });
    expect(await invoices()).toBe(before);
  });
});
