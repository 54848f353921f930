import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { checkoutBody, createCourse, postJson, uniqueEmail } from './helpers/booking-fixtures';
import { paidBooking } from './helpers/admin-bookings-fixtures';

const PATH = '/api/me/billing-address';
const NONE = { billingAddress: null, company: null, vatId: null, leitwegId: null };

describe('GET /api/me/billing-address: the billing details kept for the next booking', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const details = async (cookie: string) => {
    const answer = await call(app, 'GET', PATH, { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return answer.body;
  };

  it('answers 401 without a session', async () => {
    expect(await call(app, 'GET', PATH)).toMatchObject({ status: 401, body: { error: 'Bitte melden Sie sich an.' } });
  });

  it("answers the signed-in buyer's latest confirmed booking, never an unpaid checkout typed with the address", async () => {
    const buyer = uniqueEmail('rechnung');
    await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: buyer,
      billingAddress: { street: 'Alter Weg 1', postalCode: '20095', city: 'Hamburg', country: 'DE' },
    });
    await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: buyer,
      customerType: 'business',
      customerCompany: 'Klinikum Musterstadt',
      billingAddress: { street: 'Klinikallee 3', postalCode: '1010', city: 'Wien', country: 'AT' },
      vatId: 'ATU12345678',
      purchaseOrderNumber: 'PO-4711',
      leitwegId: '04011000-1234512345-06',
    });
    const unpaid = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(await createCourse(app.dataSource), {
        customerEmail: buyer,
        billingAddress: { street: 'Fremde Straße 9', postalCode: '80331', city: 'München', country: 'DE' },
      }),
    );
    expect(unpaid.status).toBe(200);

    expect(await details(await signIn(app, buyer))).toEqual({
      billingAddress: { street: 'Klinikallee 3', postalCode: '1010', city: 'Wien', country: 'AT' },
      company: 'Klinikum Musterstadt',
      vatId: 'ATU12345678',
      leitwegId: '04011000-1234512345-06',
    });
  });

  it("gives a substitute nothing of the payer's details and another address nothing at all", async () => {
    const payer = uniqueEmail('zahler');
    const substitute = uniqueEmail('ersatz');
    const booking = await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: payer,
      customerType: 'business',
      customerCompany: 'Muster Medical GmbH',
      vatId: 'DE123456789',
    });
    const payerCookie = await signIn(app, payer);
    const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
      cookie: payerCookie,
      body: { name: 'Susi Ersatz', email: substitute, company: 'Andere GmbH' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);

    expect(await details(await signIn(app, substitute))).toEqual(NONE);
    expect(await details(payerCookie)).toEqual({
      billingAddress: { street: 'Musterstraße 12a', postalCode: '10115', city: 'Berlin', country: 'DE' },
      company: 'Muster Medical GmbH',
      vatId: 'DE123456789',
      leitwegId: null,
    });
    expect(await details(await signIn(app, uniqueEmail('unbekannt')))).toEqual(NONE);
  });
});
