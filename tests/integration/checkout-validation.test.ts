import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { Course } from '../../backend/src/courses/course.entity';
import { startTestApp, TestApp } from '../support/app';
import { checkoutBody, createCourse, INVALID_DATA, loadBooking, postJson, spotsOf } from './helpers/booking-fixtures';

const NAME_REQUIRED = 'Name ist erforderlich';
const NAME_INVALID = 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)';
const EMAIL_REQUIRED = 'E-Mail ist erforderlich';
const EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)';
const PHONE_SHORT = 'Die Telefonnummer ist zu kurz. Bitte geben Sie eine vollständige Nummer ein';
const PHONE_INVALID = 'Ungültige Telefonnummer';
const COMPANY_REQUIRED = 'Firmenname ist für Firmenkunden erforderlich';
const COMPANY_INVALID = 'Ungültiger Firmenname';
const COMMENTS_TOO_LONG = 'Der Kommentar darf maximal 1000 Zeichen enthalten';
const TERMS = 'Sie müssen die AGB akzeptieren, um eine Buchung durchzuführen';
const PRICE = 'Ungültiger Preis';

/** [case, overrides, field, message] */
const REFUSED: [string, Record<string, unknown>, string, string][] = [
  ['missing name', { customerName: undefined }, 'customerName', NAME_REQUIRED],
  ['blank name', { customerName: '   ' }, 'customerName', NAME_REQUIRED],
  ['one-letter name', { customerName: 'A' }, 'customerName', NAME_INVALID],
  ['name with digits', { customerName: 'R2 D2' }, 'customerName', NAME_INVALID],
  ['name with markup', { customerName: '<b>Max</b>' }, 'customerName', NAME_INVALID],
  ['51-character name', { customerName: 'A'.repeat(51) }, 'customerName', NAME_INVALID],
  ['name that is not text', { customerName: 42 }, 'customerName', NAME_INVALID],
  ['missing e-mail', { customerEmail: undefined }, 'customerEmail', EMAIL_REQUIRED],
  ['e-mail without @', { customerEmail: 'max.beispiel.de' }, 'customerEmail', EMAIL_INVALID],
  ['e-mail with a space', { customerEmail: 'max mustermann@beispiel.de' }, 'customerEmail', EMAIL_INVALID],
  ['e-mail without domain ending', { customerEmail: 'max@beispiel' }, 'customerEmail', EMAIL_INVALID],
  [
    'e-mail over 254 characters',
    { customerEmail: `${'a'.repeat(64)}@${'b'.repeat(187)}.de` },
    'customerEmail',
    EMAIL_INVALID,
  ],
  ['4-character phone', { customerPhone: '1234' }, 'customerPhone', PHONE_SHORT],
  ['phone with letters', { customerPhone: '0301234abc' }, 'customerPhone', PHONE_INVALID],
  ['phone over 20 characters', { customerPhone: '+49 30 1234 5678 9012' }, 'customerPhone', PHONE_INVALID],
  ['phone with 17 digits', { customerPhone: '+49301234567890123' }, 'customerPhone', PHONE_INVALID],
  ['business without company', { customerType: 'business', customerCompany: '' }, 'customerCompany', COMPANY_REQUIRED],
  [
    'business with blank company',
    { customerType: 'business', customerCompany: '  ' },
    'customerCompany',
    COMPANY_REQUIRED,
  ],
  ['one-character company', { customerType: 'business', customerCompany: 'A' }, 'customerCompany', COMPANY_INVALID],
  [
    'company with forbidden characters',
    { customerType: 'business', customerCompany: 'Firma <AG>' },
    'customerCompany',
    COMPANY_INVALID,
  ],
  [
    '101-character company',
    { customerType: 'business', customerCompany: 'F'.repeat(101) },
    'customerCompany',
    COMPANY_INVALID,
  ],
  ['1001-character comment', { customerComments: 'x'.repeat(1001) }, 'customerComments', COMMENTS_TOO_LONG],
  ['terms not accepted', { acceptedAGB: false }, 'acceptedAGB', TERMS],
  ['terms missing', { acceptedAGB: undefined }, 'acceptedAGB', TERMS],
  ['terms as text', { acceptedAGB: 'true' }, 'acceptedAGB', TERMS],
  ['unknown customer type', { customerType: 'firma' }, 'customerType', 'Ungültiger Kundentyp'],
  ['missing price', { selectedPrice: undefined }, 'selectedPrice', PRICE],
  ['price as text', { selectedPrice: '47481' }, 'selectedPrice', PRICE],
  ['negative price', { selectedPrice: -1 }, 'selectedPrice', PRICE],
  ['fractional cents', { selectedPrice: 474.81 }, 'selectedPrice', PRICE],
  ['course id that is no id', { courseId: 'kurs-1' }, 'courseId', 'Bitte wählen Sie einen gültigen Kurstermin.'],
];

describe('POST /api/checkout field rules', () => {
  let app: TestApp;
  let course: Course;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    course = await createCourse(app.dataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(REFUSED)('refuses %s with its German message', async (_case, overrides, field, message) => {
    const body = checkoutBody(course, overrides);
    const response = await postJson(`${app.url}/api/checkout`, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(INVALID_DATA);
    expect(response.body.fields).toEqual({ [field]: message });
  });

  it('took no seat and created no booking for any refused request', async () => {
    expect(await spotsOf(app.dataSource, course.id)).toBe(10);
    expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id })).toBe(0);
  });

  it('reports every broken field at once', async () => {
    const response = await postJson(`${app.url}/api/checkout`, {
      courseId: course.id,
      customerName: 'X',
      customerEmail: '',
      customerPhone: '12',
      customerType: 'business',
      customerComments: 'y'.repeat(1200),
      acceptedAGB: false,
      selectedPrice: course.gross_price,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      customerName: NAME_INVALID,
      customerEmail: EMAIL_REQUIRED,
      customerPhone: PHONE_SHORT,
      customerCompany: COMPANY_REQUIRED,
      customerComments: COMMENTS_TOO_LONG,
      acceptedAGB: TERMS,
      'billingAddress.street': 'Straße und Hausnummer sind erforderlich',
      'billingAddress.postalCode': 'Bitte geben Sie eine gültige Postleitzahl ein',
      'billingAddress.city': 'Ort ist erforderlich',
      'billingAddress.country': 'Bitte wählen Sie ein Land aus',
    });
  });

  it('accepts names with umlauts, apostrophes and dots, German and international phone numbers, and normalises the e-mail', async () => {
    const accepted: Record<string, unknown>[] = [
      { customerName: 'Dr. Änne O’Brien-Weiß', customerPhone: '030 1234567' },
      { customerName: "Zoë D'Angelo", customerPhone: '+49 (30) 123-4567' },
      { customerName: 'Li', customerPhone: null, customerEmail: '  Max.Muster+Kurs@Beispiel.DE ' },
      {
        customerType: 'business',
        customerCompany: 'Müller & Söhne Medizintechnik GmbH',
        customerComments: 'z'.repeat(1000),
        customerPhone: '0049 89 123456',
      },
    ];
    for (const overrides of accepted) {
      const response = await postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const last = await app.dataSource
      .getRepository(Booking)
      .findOneByOrFail({ customer_email: 'max.muster+kurs@beispiel.de' });
    expect(last.customer_name).toBe('Li');
    expect((await loadBooking(app.dataSource, last.id)).customer_phone).toBeNull();
  });
});
