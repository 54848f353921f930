import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
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

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    port = Number(new URL(app.url).port);
  });
  afterAll(async () => {
    await app?.close();
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
