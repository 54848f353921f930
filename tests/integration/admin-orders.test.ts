import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { eventually, queuesDrained } from '../support/eventually';
import { adminCalls, insertBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createCourse,
  payTestCheckout,
  postJson,
  sessionIdOfCheckoutUrl,
  uniqueEmail,
} from './helpers/booking-fixtures';

const COMPANY = 'Muster Medical GmbH';
const BUYER = {
  customerType: 'business',
  customerName: 'Erika Einkauf',
  customerCompany: COMPANY,
  customerPhone: '+49 30 7654321',
  purchaseOrderNumber: 'PO-2026-301',
  vatId: 'DE123456789',
};
const NAMES = ['Jonas Weber', 'Aylin Demir', 'Ida Krause'];

interface ListedBooking {
  id: string;
  order_id: string;
  order_size: number;
  buyer_name: string;
  buyer_company: string | null;
  customer_name: string;
}

describe('orders in the admin: the bookings list by order, the order detail, the participant list', () => {
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

  /** An order of three colleagues through the real checkout, bought by Erika Einkauf; paid unless told not to. */
  async function orderOfThree(course: { id: string; gross_price: number }, pay = true) {
    const buyerEmail = uniqueEmail('einkauf');
    const participants = NAMES.map((name) => ({ name, email: uniqueEmail('kollege') }));
    const seats = { selectedPrice: 3 * course.gross_price, originalAmount: 3 * course.gross_price };
    const answer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { ...BUYER, ...seats, customerEmail: buyerEmail, participants }),
    );
    expect(answer.status, answer.text).toBe(200);
    const { orderId, bookingIds } = answer.body as { orderId: string; bookingIds: string[] };
    expect(bookingIds).toHaveLength(3);
    if (pay) {
      expect((await payTestCheckout(app.url, sessionIdOfCheckoutUrl(answer.body.url as string))).status).toBe(303);
      await eventually(
        async () => {
          const [{ confirmed }] = await app.dataSource.query(
            `SELECT count(*)::int AS confirmed FROM bookings WHERE order_id = $1 AND booking_status = 'confirmed'`,
            [orderId],
          );
          return confirmed === 3;
        },
        { what: 'order confirmed' },
      );
    }
    return { orderId, bookingIds, buyerEmail, participants };
  }

  it('lists exactly the bookings of an order by its filter, each with the order, its size and its buyer', async () => {
    const course = await createCourse(app.dataSource);
    await insertBooking(app, course);
    const { orderId, bookingIds } = await orderOfThree(course, false);

    const answer = await admin.list({ filter: { orderId } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toBe('bookings 0-2/3');
    const rows = answer.body as ListedBooking[];
    expect(rows.map((row) => row.id).sort()).toEqual([...bookingIds].sort());
    for (const row of rows)
      expect(row).toMatchObject({
        order_id: orderId,
        order_size: 3,
        buyer_name: 'Erika Einkauf',
        buyer_company: COMPANY,
      });

    const single = ((await admin.list({ filter: { course_id: course.id } })).body as ListedBooking[]).find(
      (row) => row.order_id !== orderId,
    );
    expect(single).toMatchObject({ order_size: 1 });
    expect((await admin.get(`/api/admin/bookings/${bookingIds[1]}`)).body).toMatchObject({ order_size: 3 });

    expect((await admin.list({ filter: { orderId: 'keine-uuid' } })).status).toBe(400);
    expect(await admin.list({ filter: { orderId: randomUUID() } })).toMatchObject({ status: 200, body: [] });
  });

  it('keeps an order’s bookings together when sorted by order: newest order first, its first booking first', async () => {
    const course = await createCourse(app.dataSource);
    const before = await insertBooking(app, course);
    const { orderId, bookingIds } = await orderOfThree(course, false);
    const after = await insertBooking(app, course);
    // A booking of the order made later than the next order still lists with its order.
    await app.dataSource.query(`UPDATE bookings SET created_at = $2 WHERE id = $1`, [
      bookingIds[1],
      new Date(after.created_at.getTime() + 60_000),
    ]);
    await app.dataSource.query(`UPDATE orders SET created_at = $2 WHERE id = $1`, [
      before.order_id,
      new Date(after.created_at.getTime() - 3_600_000),
    ]);

    const byOrder = await admin.list({ filter: { course_id: course.id }, sort: ['order_id', 'DESC'] });
    expect(byOrder.status).toBe(200);
    const ids = (byOrder.body as ListedBooking[]).map((row) => row.id);
    expect(ids).toHaveLength(5);
    expect(ids[0]).toBe(after.id);
    expect(ids[1]).toBe(orderId);
    expect(ids.slice(1, 4).sort()).toEqual([...bookingIds].sort());
    expect(ids[4]).toBe(before.id);

    // Sorted by creation, the later booking of the order does not stay with it.
    const byCreation = await admin.list({ filter: { course_id: course.id }, sort: ['created_at', 'DESC'] });
    expect((byCreation.body as ListedBooking[])[0].id).toBe(bookingIds[1]);
  });

  it('answers an order: its buyer, billing, references, payment, bookings and invoices', async () => {
    const course = await createCourse(app.dataSource);
    const { orderId, bookingIds, buyerEmail, participants } = await orderOfThree(course);
    const invoice = await eventually(
      async () => {
        const order = (await admin.get(`/api/admin/orders/${orderId}`)).body as {
          invoices: { documents_ready: boolean; pdf_url: string }[];
        };
        return order.invoices.length === 1 && order.invoices[0].documents_ready ? order.invoices[0] : undefined;
      },
      { what: 'invoice rendered' },
    );

    const answer = await admin.get(`/api/admin/orders/${orderId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const order = answer.body as Record<string, unknown> & { bookings: Record<string, unknown>[] };
    expect(order).toMatchObject({
      id: orderId,
      buyer_name: 'Erika Einkauf',
      buyer_email: buyerEmail,
      buyer_phone: '+49 30 7654321',
      buyer_company: COMPANY,
      customer_type: 'business',
      billing_street: 'Musterstraße 12a',
      billing_postal_code: '10115',
      billing_city: 'Berlin',
      billing_country: 'DE',
      billing_vat_id: 'DE123456789',
      purchase_order_number: 'PO-2026-301',
      leitweg_id: null,
      payment_method: 'card',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(order.bookings.map((booking) => booking.id)[0]).toBe(orderId);
    expect(order.bookings.map((booking) => booking.id).sort()).toEqual([...bookingIds].sort());
    expect(order.bookings.map((booking) => booking.customer_email).sort()).toEqual(
      participants.map((participant) => participant.email).sort(),
    );
    for (const booking of order.bookings)
      expect(booking).toMatchObject({
        booking_status: 'confirmed',
        payment_status: 'paid',
        amount: course.gross_price,
        course_title: course.title,
        anonymised: false,
      });

    const [stored] = await app.dataSource.query(`SELECT id, number FROM invoices WHERE booking_id = $1`, [orderId]);
    expect(invoice).toEqual({
      id: stored.id,
      number: stored.number,
      kind: 'invoice',
      issued_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      gross_cents: 3 * course.gross_price,
      documents_ready: true,
      pdf_url: `/api/admin/invoices/${stored.id}.pdf`,
    });
    const pdf = await fetch(`${app.url}${invoice.pdf_url}`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('shows a buyer erased under GDPR with the anonymised values as stored', async () => {
    const course = await createCourse(app.dataSource);
    const { orderId, buyerEmail } = await orderOfThree(course);
    // The paid order's invoice and mails are written first: on a busy machine their row locks
    // would outlast the deletion's lock timeout, which answers 503 for the admin to try again.
    await queuesDrained(app);
    expect((await admin.post('/api/admin/gdpr-deletions', { email: buyerEmail, reason: null })).status).toBe(201);

    const answer = await admin.get(`/api/admin/orders/${orderId}`);
    expect(answer.status).toBe(200);
    const order = answer.body as Record<string, unknown> & { bookings: { customer_name: string }[] };
    expect(order).toMatchObject({ buyer_name: ANONYMISED_NAME, buyer_email: ANONYMISED_EMAIL, buyer_phone: null });
    expect(order.bookings.map((booking) => booking.customer_name).sort()).toEqual([...NAMES].sort());
  });

  it('answers an unknown order 404 in German', async () => {
    for (const id of [randomUUID(), 'keine-uuid'])
      expect(await admin.get(`/api/admin/orders/${id}`)).toMatchObject({
        status: 404,
        body: { error: 'Bestellung nicht gefunden.' },
      });
  });

  it('is closed to anonymous callers (401) and to visitors who are not admins (403)', async () => {
    const course = await createCourse(app.dataSource);
    const { orderId } = await orderOfThree(course, false);
    const path = `/api/admin/orders/${orderId}`;
    expect(await call(app, 'GET', path)).toMatchObject({ status: 401, body: { error: 'Bitte melden Sie sich an.' } });
    const visitor = await signIn(app, uniqueEmail('neugierig'));
    const refused = await call(app, 'GET', path, { cookie: visitor });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Erika');
    const list = await call(
      app,
      'GET',
      `/api/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`,
      {
        cookie: visitor,
      },
    );
    expect(list.status).toBe(403);
  });

  it('names each participant’s company in the participant list, its CSV and print view: their own, else the buyer’s', async () => {
    const course = await createCourse(app.dataSource);
    const { orderId } = await orderOfThree(course);
    // Jonas has none of his own (as bookings from before orders), Aylin names her own.
    const setCompany = (name: string, company: string | null) =>
      app.dataSource.query(`UPDATE bookings SET customer_company = $3 WHERE order_id = $1 AND customer_name = $2`, [
        orderId,
        name,
        company,
      ]);
    await setCompany('Jonas Weber', null);
    await setCompany('Aylin Demir', 'Demir Praxis');
    const companies = { 'Jonas Weber': COMPANY, 'Aylin Demir': 'Demir Praxis', 'Ida Krause': COMPANY };

    const list = await admin.get(`/api/admin/courses/${course.id}/participants`);
    expect(list.status).toBe(200);
    const people = (list.body as { participants: { name: string; company: string | null }[] }).participants;
    expect(Object.fromEntries(people.map((person) => [person.name, person.company]))).toEqual(companies);

    const csv = await fetch(`${app.url}/api/admin/courses/${course.id}/participants.csv`, {
      headers: { Cookie: cookie },
    });
    expect(csv.status).toBe(200);
    const rows = parse<Record<string, string>>(await csv.text(), { bom: true, delimiter: ';', columns: true });
    expect(Object.fromEntries(rows.map((row) => [row.Name, row.Firma]))).toEqual(companies);

    const print = await fetch(`${app.url}/api/admin/courses/${course.id}/participants/print`, {
      headers: { Cookie: cookie },
    });
    const html = await print.text();
    expect(html).toContain('<th class="company">Firma</th>');
    const jonasRow = html.slice(html.indexOf('Jonas Weber'), html.indexOf('</tr>', html.indexOf('Jonas Weber')));
    expect(jonasRow).toContain(`<td class="company">${COMPANY}</td>`);
  });
});
