import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call } from '../support/auth';
import { PrivatePostgres } from '../support/private-postgres';
import { createCourse, pendingBooking, startAdminApp } from './helpers/admin-bookings-fixtures';
import { createDiscountCode, postJson, uniqueEmail } from './helpers/booking-fixtures';

const NAME = 'Ülrike ÜBERMUTH';
const SEARCHES = ['übermuth', 'ÜBERMUTH', 'Übermuth', 'ülrike übermuth'];

/** The admin searches on a cluster made like many hosted ones: with the C locale, where lower() folds A-Z only. */
describe('admin search on a database created with the C locale', () => {
  let postgres: PrivatePostgres;
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    postgres = await PrivatePostgres.create();
    const databaseUrl = await postgres.migratedDatabase('mpb_c_locale');
    ({ app, cookie } = await startAdminApp({ env: { DATABASE_URL: databaseUrl } }));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await postgres?.remove();
  });

  const adminGet = (path: string) => call(app, 'GET', path, { cookie });
  const filterQuery = (q: string) => `filter=${encodeURIComponent(JSON.stringify({ q }))}`;
  const search = async (resource: string, q: string) => {
    const answer = await adminGet(`/api/admin/${resource}?${filterQuery(q)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { id: string }[]).map((row) => row.id);
  };

  it('runs on a database whose own lower() leaves Ü as it is', async () => {
    const [database] = await app.dataSource.query<{ collation: string; lowered: string }[]>(
      `SELECT datcollate AS collation, lower('ÜBERMUTH') AS lowered FROM pg_database WHERE datname = current_database()`,
    );
    expect(database).toEqual({ collation: 'C', lowered: 'Übermuth' });
  });

  it('finds umlauts in any letter case in every admin search', async () => {
    const course = await createCourse(app.dataSource, { description: `Mit Gastdozentin ${NAME}` });
    const fullCourse = await createCourse(app.dataSource, { available_spots: 0 });
    const booking = await pendingBooking(app, course, { customerName: NAME });
    const email = uniqueEmail('uebermuth');
    expect((await postJson(`${app.url}/api/newsletter`, { customerEmail: email, customerName: NAME })).status).toBe(
      200,
    );
    const waitlist = await postJson(`${app.url}/api/waitlist`, {
      courseId: fullCourse.id,
      customerEmail: email,
      customerName: NAME,
    });
    expect(waitlist.status, JSON.stringify(waitlist.body)).toBe(200);
    const code = await createDiscountCode(app.dataSource, { description: `Aktion ${NAME}` });
    const template = await call(app, 'POST', '/api/admin/email-templates', {
      cookie,
      body: { name: `Gruß an ${NAME}`, subject: 'Ihre Buchung', html_content: '<p>Hallo</p>' },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const [subscriber] = await app.dataSource.query<{ id: string }[]>(
      `SELECT id FROM newsletter_subscribers WHERE email = $1`,
      [email],
    );
    const [entry] = await app.dataSource.query<{ id: string }[]>(
      `SELECT id FROM waitlist_entries WHERE customer_email = $1`,
      [email],
    );
    const expected: Record<string, string> = {
      bookings: booking.id,
      courses: course.id,
      'newsletter-subscribers': subscriber.id,
      'waitlist-entries': entry.id,
      'discount-codes': code.id,
      'email-templates': (template.body as { id: string }).id,
    };

    const found = [];
    for (const [resource, id] of Object.entries(expected)) {
      for (const q of SEARCHES) found.push({ resource, q, found: (await search(resource, q)).includes(id) });
    }
    expect(found).toEqual(
      Object.keys(expected).flatMap((resource) => SEARCHES.map((q) => ({ resource, q, found: true }))),
    );
    const exported = await adminGet(`/api/admin/bookings/export.csv?${filterQuery('übermuth')}`);
    expect(exported.body).toContain(NAME);
  });
});
