import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { Course } from '../../backend/src/courses/course.entity';
import { startTestApp, TestApp } from '../support/app';
import {
  BILLING_ADDRESS,
  checkoutBody,
  createCourse,
  INVALID_DATA,
  loadBooking,
  postJson,
  spotsOf,
} from './helpers/booking-fixtures';

const STREET_REQUIRED = 'Straße und Hausnummer sind erforderlich';
const STREET_INVALID = 'Ungültige Straße und Hausnummer (höchstens 100 Zeichen)';
const POSTAL_CODE = 'Bitte geben Sie eine gültige Postleitzahl ein';
const CITY_REQUIRED = 'Ort ist erforderlich';
const COUNTRY = 'Bitte wählen Sie ein Land aus';
const VAT_ID = 'Ungültige USt-IdNr.';
const LEITWEG_ID = 'Ungültige Leitweg-ID';
const PURCHASE_ORDER = 'Ungültige Bestellnummer (höchstens 50 Zeichen)';
const BUSINESS = { customerType: 'business', customerCompany: 'Klinikum Musterstadt' };

const address = (overrides: Record<string, unknown>) => ({ billingAddress: { ...BILLING_ADDRESS, ...overrides } });

/** [case, overrides, fields] */
const REFUSED: [string, Record<string, unknown>, Record<string, string>][] = [
  [
    'no billing address',
    { billingAddress: undefined },
    {
      'billingAddress.street': STREET_REQUIRED,
      'billingAddress.postalCode': POSTAL_CODE,
      'billingAddress.city': CITY_REQUIRED,
      'billingAddress.country': COUNTRY,
    },
  ],
  [
    'a billing address that is no object',
    { billingAddress: 'Berlin' },
    { billingAddress: 'Ungültige Rechnungsadresse' },
  ],
  ['a blank street', address({ street: '  ' }), { 'billingAddress.street': STREET_REQUIRED }],
  [
    'a street of 101 characters',
    address({ street: `${'S'.repeat(98)} 12` }),
    { 'billingAddress.street': STREET_INVALID },
  ],
  ['a street with markup', address({ street: '<b>Weg</b> 1' }), { 'billingAddress.street': STREET_INVALID }],
  ['a 4-digit German postal code', address({ postalCode: '1011' }), { 'billingAddress.postalCode': POSTAL_CODE }],
  [
    'a 5-digit Austrian postal code',
    address({ postalCode: '10100', country: 'AT' }),
    { 'billingAddress.postalCode': POSTAL_CODE },
  ],
  [
    'a postal code with letters in Germany',
    address({ postalCode: '1O115' }),
    { 'billingAddress.postalCode': POSTAL_CODE },
  ],
  [
    'an 11-character postal code abroad',
    address({ postalCode: '12345678901', country: 'FR' }),
    { 'billingAddress.postalCode': POSTAL_CODE },
  ],
  ['no city', address({ city: '' }), { 'billingAddress.city': CITY_REQUIRED }],
  ['an unknown country', address({ country: 'XX' }), { 'billingAddress.country': COUNTRY }],
  ['a country as a name', address({ country: 'Deutschland' }), { 'billingAddress.country': COUNTRY }],
  ['a German VAT ID with 8 digits', { ...BUSINESS, vatId: 'DE12345678' }, { vatId: VAT_ID }],
  ['an Austrian VAT ID for a German address', { ...BUSINESS, vatId: 'ATU12345678' }, { vatId: VAT_ID }],
  ['a VAT ID without country code', { ...BUSINESS, vatId: '123456789' }, { vatId: VAT_ID }],
  ['a Leitweg-ID of the wrong format', { ...BUSINESS, leitwegId: '04011000_1234512345' }, { leitwegId: LEITWEG_ID }],
  [
    'a Leitweg-ID with wrong check digits',
    { ...BUSINESS, leitwegId: '04011000-1234512345-07' },
    { leitwegId: LEITWEG_ID },
  ],
  [
    'a purchase-order number of 51 characters',
    { ...BUSINESS, purchaseOrderNumber: 'B'.repeat(51) },
    { purchaseOrderNumber: PURCHASE_ORDER },
  ],
];

describe('POST /api/checkout billing address and order references (DECISIONS 32)', () => {
  let app: TestApp;
  let course: Course;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    course = await createCourse(app.dataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  const checkout = (overrides: Record<string, unknown>) =>
    postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides));

  it.each(REFUSED)('refuses %s with German field messages', async (_case, overrides, fields) => {
    const response = await checkout(overrides);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: INVALID_DATA, fields });
  });

  it('took no seat and created no booking for any refused request', async () => {
    expect(await spotsOf(app.dataSource, course.id)).toBe(10);
    expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(0);
  });

  it("stores a business customer's address, VAT ID and references as invoices write them", async () => {
    const response = await checkout({
      ...BUSINESS,
      billingAddress: { street: ' Alte Landstraße 7 ', postalCode: '1010', city: 'Wien', country: 'AT' },
      vatId: 'atu 1234 5678',
      purchaseOrderNumber: ' PO-2026/0815 ',
      leitwegId: '04011000-1234512345-06',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await loadBooking(app.dataSource, response.body.bookingId)).toMatchObject({
      billing_street: 'Alte Landstraße 7',
      billing_postal_code: '1010',
      billing_city: 'Wien',
      billing_country: 'AT',
      billing_vat_id: 'ATU12345678',
      purchase_order_number: 'PO-2026/0815',
      leitweg_id: '04011000-1234512345-06',
    });
  });

  it("stores a private customer's address and no business references", async () => {
    const response = await checkout({
      billingAddress: { street: 'Keizersgracht 12', postalCode: '1015 cs', city: 'Amsterdam', country: 'NL' },
      vatId: 'NL123456789B01',
      purchaseOrderNumber: 'PO-1',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await loadBooking(app.dataSource, response.body.bookingId)).toMatchObject({
      billing_street: 'Keizersgracht 12',
      billing_postal_code: '1015 CS',
      billing_city: 'Amsterdam',
      billing_country: 'NL',
      billing_vat_id: null,
      purchase_order_number: null,
      leitweg_id: null,
    });
  });

  it('accepts Swiss and other VAT IDs written with separators, and blank optional references', async () => {
    const accepted: Record<string, unknown>[] = [
      { ...BUSINESS, ...address({ postalCode: '8001', city: 'Zürich', country: 'CH' }), vatId: 'CHE-123.456.789 MWST' },
      { ...BUSINESS, vatId: 'DE 123 456 789', purchaseOrderNumber: '', leitwegId: '   ' },
      { ...BUSINESS, vatId: null, purchaseOrderNumber: null, leitwegId: null },
    ];
    for (const overrides of accepted) {
      const response = await checkout(overrides);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
  });
});
