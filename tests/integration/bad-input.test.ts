import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call } from '../support/auth';
import { startAdminApp } from './helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  createCourse,
  INVALID_DATA,
  loadBooking,
  postJson,
  sessionOf,
  uniqueEmail,
} from './helpers/booking-fixtures';

const NUL = '\u0000';
const JSON_ONLY = 'Nicht unterstütztes Datenformat: Bitte senden Sie die Daten als JSON (application/json).';
const INVALID_QUERY = 'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.';
const JSON_TYPE = 'application/json; charset=utf-8';
/** The react-admin resources of DESIGN.md, each a list under /api/admin, with a filter field each one reads. */
const ADMIN_LISTS: Record<string, string> = {
  bookings: 'q',
  courses: 'q',
  'newsletter-subscribers': 'q',
  'waitlist-entries': 'q',
  'discount-codes': 'q',
  'email-templates': 'q',
  'audit-log': 'actor_email',
};

/** Sends bytes Node's HTTP parser may refuse; returns the status and the JSON body of the answer. */
function rawRequest(port: number, request: string): Promise<{ status: number; contentType: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, body] = text.split('\r\n\r\n');
      try {
        resolve({
          status: Number(head.split(' ')[1]),
          contentType: head.match(/^content-type: (.*)$/im)?.[1] ?? '',
          body: JSON.parse(body),
        });
      } catch {
        reject(new Error(`not a JSON answer: ${JSON.stringify(text)}`));
      }
    });
    socket.end(request);
  });
}

describe('bad input', () => {
  let app: TestApp;
  let port: number;
  let adminCookie: string;
  // A site as production serves it next to the API: its static files must not answer API addresses.
  const site = mkdtempSync(join(tmpdir(), 'mpb-site-'));

  beforeAll(async () => {
    mkdirSync(join(site, '404'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Start</title>');
    writeFileSync(join(site, '404/index.html'), '<!doctype html><title>Seite nicht gefunden</title>');
    ({ app, cookie: adminCookie } = await startAdminApp({ frontendDir: site }));
    port = Number(new URL(app.url).port);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(site, { recursive: true, force: true });
  });

  const count = async (sql: string, parameters: unknown[]) =>
    Number((await app.dataSource.query(sql, parameters))[0].count);
  const storedFor = async (email: string) => ({
    bookings: await count(`SELECT count(*) FROM bookings WHERE customer_email = $1`, [email]),
    waitlist: await count(`SELECT count(*) FROM waitlist_entries WHERE customer_email = $1`, [email]),
    newsletter: await count(`SELECT count(*) FROM newsletter_subscribers WHERE email = $1`, [email]),
    discountUsages: await count(`SELECT count(*) FROM discount_usages WHERE customer_email = $1`, [email]),
  });
  const nothingStored = { bookings: 0, waitlist: 0, newsletter: 0, discountUsages: 0 };

  it('answers a NUL character in any JSON string with 400 and the German message, storing nothing', async () => {
    const course = await createCourse(app.dataSource);
    const fullCourse = await createCourse(app.dataSource, { available_spots: 0 });
    const email = uniqueEmail('nul');
    const cases: [string, Record<string, unknown>][] = [
      ['/api/checkout', checkoutBody(course, { customerEmail: email, customerComments: `Hallo${NUL}Welt` })],
      ['/api/checkout', checkoutBody(course, { customerEmail: email, discountCode: `RABATT${NUL}` })],
      ['/api/discounts/validate', { discountCode: `RABATT${NUL}20`, customerEmail: email, courseId: course.id }],
      ['/api/waitlist', { courseId: fullCourse.id, customerEmail: email, customerComments: `Bitte${NUL}melden` }],
      ['/api/newsletter', { customerEmail: email, customerName: `Max${NUL}` }],
      ['/api/newsletter', { customerEmail: email, [`quelle${NUL}`]: 'website' }],
      ['/api/auth/magic-link', { email: `${NUL}${email}` }],
      ['/api/payments/verify', { sessionId: `cs_test_${NUL}` }],
    ];
    const answers = [];
    for (const [path, body] of cases) {
      const response = await postJson(`${app.url}${path}`, body);
      answers.push({ path, body, status: response.status, answer: response.body });
    }
    expect(answers).toEqual(
      cases.map(([path, body]) => ({ path, body, status: 400, answer: { error: INVALID_DATA } })),
    );
    expect(await storedFor(email)).toEqual(nothingStored);
  });

  it('answers a NUL character in a path segment or query with 400 and the German message', async () => {
    const course = await createCourse(app.dataSource);
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const { cancelToken } = await sessionOf(app.dataSource, checkout.body.bookingId);
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/test-checkout/%00'],
      ['POST', '/api/test-checkout/%00/pay'],
      ['GET', '/api/newsletter/confirm?token=%00'],
      ['GET', '/api/newsletter/unsubscribe?token=abc%00'],
      ['GET', '/api/waitlist/unsubscribe?token=%00'],
      ['GET', '/api/waitlist/offer?token=%00'],
      ['POST', `/api/bookings/${checkout.body.bookingId}%00/cancel`, { token: cancelToken }],
      ['POST', `/api/bookings/${checkout.body.bookingId}/cancel?token=%00`, { token: cancelToken }],
      ['GET', '/api/courses?type=%00'],
      ['GET', '/api/auth/callback?token=%00'],
      ['POST', '/api/discounts/validate?code=%00', { discountCode: 'RABATT20', courseId: course.id }],
    ];
    const answers = [];
    for (const [method, path, body] of requests) {
      const response = await fetch(`${app.url}${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'manual',
      });
      answers.push({ path, status: response.status, answer: await response.text() });
    }
    expect(answers).toEqual(
      requests.map(([, path]) => ({ path, status: 400, answer: JSON.stringify({ error: INVALID_DATA }) })),
    );
    expect((await loadBooking(app.dataSource, checkout.body.bookingId)).booking_status).toBe('pending');
  });

  it('answers NUL or half a surrogate pair in the filter, sort or range of every admin list, the stats and the export with a German 400', async () => {
    const paths = [
      ...Object.entries(ADMIN_LISTS).map(([resource, field]) => [`/api/admin/${resource}`, field]),
      ['/api/admin/stats', 'q'],
      ['/api/admin/bookings/export.csv', 'q'],
    ];
    const answers = [];
    const expected = [];
    for (const [path, field] of paths) {
      for (const text of [NUL, `Ülrike${NUL}`, '\ud800', 'Ü\udc00']) {
        const filter = encodeURIComponent(JSON.stringify({ [field]: text }));
        const answer = await call(app, 'GET', `${path}?filter=${filter}`, { cookie: adminCookie });
        answers.push({
          path,
          text,
          status: answer.status,
          type: answer.headers.get('content-type'),
          body: answer.body,
        });
        expected.push({
          path,
          text,
          status: 400,
          type: JSON_TYPE,
          body: { error: INVALID_QUERY, fields: { filter: 'Enthält ungültige Zeichen.' } },
        });
      }
    }
    for (const resource of Object.keys(ADMIN_LISTS)) {
      const sort = encodeURIComponent(JSON.stringify([`id${NUL}`, 'ASC']));
      const range = encodeURIComponent(JSON.stringify([0, NUL]));
      for (const query of [`sort=${sort}`, `range=${range}`]) {
        const answer = await call(app, 'GET', `/api/admin/${resource}?${query}`, { cookie: adminCookie });
        answers.push({ path: resource, text: query, status: answer.status, type: answer.headers.get('content-type') });
        expected.push({ path: resource, text: query, status: 400, type: JSON_TYPE });
      }
    }
    expect(answers).toEqual(expected);

    // The other exports take no filter: a NUL in what they do take is refused before the database.
    const course = await createCourse(app.dataSource);
    for (const path of [
      `/api/admin/waitlist-entries/export.csv?courseId=${course.id}%00`,
      `/api/admin/courses/${course.id}%00/participants.csv`,
    ]) {
      const answer = await call(app, 'GET', path, { cookie: adminCookie });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 400,
        body: { error: INVALID_DATA },
      });
    }
  });

  it('answers an API address with a broken percent-encoding with 400 and an unknown one with 404, both as German JSON', async () => {
    const requests: [string, string, number, string][] = [
      ['GET', '/api/%E0%A4%A', 400, 'Ungültige Adresse.'],
      ['GET', '/api/courses/%E0%A4%A', 400, 'Ungültige Adresse.'],
      ['GET', '/api/admin/bookings/%C3', 400, 'Ungültige Adresse.'],
      ['POST', '/api/checkout/%FF', 400, 'Ungültige Adresse.'],
      ['GET', '/api/courses?type=%E0%A4%A', 400, 'Ungültige Adresse.'],
      ['GET', '/API/%E0%A4%A', 400, 'Ungültige Adresse.'],
      ['GET', '/api/gibt-es-nicht', 404, 'Nicht gefunden.'],
      ['POST', '/api/gibt-es-nicht', 404, 'Nicht gefunden.'],
      ['GET', '/api/admin/gibt-es-nicht', 404, 'Nicht gefunden.'],
      ['GET', '/API/gibt-es-nicht', 404, 'Nicht gefunden.'],
      ['GET', '/Api/Courses/gibt-es-nicht/', 404, 'Nicht gefunden.'],
    ];
    const answers = [];
    for (const [method, path] of requests) {
      const answer = await call(app, method, path, { cookie: adminCookie, headers: { Accept: 'text/html' } });
      answers.push({
        method,
        path,
        status: answer.status,
        type: answer.headers.get('content-type'),
        body: answer.body,
      });
    }
    expect(answers).toEqual(
      requests.map(([method, path, status, error]) => ({ method, path, status, type: JSON_TYPE, body: { error } })),
    );

    // Addresses of the site keep its own page.
    for (const path of ['/gibt-es-nicht', '/apiseite']) {
      const page = await fetch(`${app.url}${path}`);
      expect({ path, status: page.status, page: await page.text() }).toEqual({
        path,
        status: 404,
        page: expect.stringContaining('Seite nicht gefunden'),
      });
    }
  });

  it('accepts only JSON bodies on public write endpoints: forms and text get 415 and store nothing', async () => {
    const course = await createCourse(app.dataSource);
    const fullCourse = await createCourse(app.dataSource, { available_spots: 0 });
    const email = uniqueEmail('formular');
    const bodies: Record<string, Record<string, string>> = {
      '/api/newsletter': { customerEmail: email, customerName: 'Max Mustermann' },
      '/api/waitlist': { courseId: fullCourse.id, customerEmail: email, customerName: 'Max Mustermann' },
      '/api/checkout': Object.fromEntries(
        Object.entries(checkoutBody(course, { customerEmail: email })).map(([name, value]) => [
          name,
          value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ),
      '/api/discounts/validate': { discountCode: 'RABATT20', customerEmail: email, courseId: course.id },
    };
    const answers = [];
    const expected = [];
    for (const [path, fields] of Object.entries(bodies)) {
      const multipart = new FormData();
      for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
      const encodings: [string, RequestInit][] = [
        ['urlencoded', { body: new URLSearchParams(fields) }],
        ['multipart', { body: multipart }],
        ['text', { body: JSON.stringify(fields), headers: { 'content-type': 'text/plain;charset=UTF-8' } }],
        ['no type', { body: Buffer.from(JSON.stringify(fields)) }],
      ];
      for (const [encoding, init] of encodings) {
        const response = await fetch(`${app.url}${path}`, { method: 'POST', ...init });
        answers.push({ path, encoding, status: response.status, answer: await response.json() });
        expected.push({ path, encoding, status: 415, answer: { error: JSON_ONLY } });
      }
    }
    expect(answers).toEqual(expected);
    expect(await storedFor(email)).toEqual(nothingStored);

    // Still allowed: JSON with a charset, RFC 8058 one-click unsubscribe, the test checkout's empty form posts.
    const validation = await fetch(`${app.url}/api/discounts/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(bodies['/api/discounts/validate']),
    });
    expect(await validation.json()).toMatchObject({ valid: false, error: 'Ungültiger Discount-Code' });
    const oneClick = await fetch(`${app.url}/api/newsletter/unsubscribe?token=unbekannt`, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(oneClick.status).toBe(404);
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const session = await sessionOf(app.dataSource, checkout.body.bookingId);
    const cancel = await fetch(`${app.url}/api/test-checkout/${session.id}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
  });

  it("answers requests Node's HTTP parser refuses with a German JSON { error }", async () => {
    const malformed = await rawRequest(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nKopfzeile ohne Doppelpunkt\r\n\r\n',
    );
    expect(malformed).toEqual({
      status: 400,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'Ungültige Anfrage.' },
    });

    const huge = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Gross: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toEqual({
      status: 431,
      contentType: 'application/json; charset=utf-8',
      body: { error: 'Die Kopfzeilen der Anfrage sind zu groß.' },
    });
  });
});
