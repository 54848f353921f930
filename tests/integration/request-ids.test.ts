import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { checkoutBody, createCourse, outboxEventsFor, postJson, sessionOf } from './helpers/booking-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ captureLogs: 'info' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What `grep <id>` over the API and worker logs shows. */
  const grep = (id: string) => app.logs.filter((line) => JSON.stringify(line).includes(id));

  const customerNamed = (name: string) => ({
    customerName: `Wiebke ${name}`,
    customerEmail: `wiebke.${name.toLowerCase()}.${randomUUID().slice(0, 8)}@beispiel.de`,
    customerPhone: '+49 171 5550199',
  });

  /** Books and pays over HTTP, each click with its own X-Request-Id. */
  async function bookAndPay(customer: Record<string, string>) {
    const course = await createCourse(app.dataSource);
    const checkoutId = `checkout-${randomUUID()}`;
    const checkout = await postJson(`${app.url}/api/checkout`, checkoutBody(course, customer), {
      'X-Request-Id': checkoutId,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('x-request-id')).toBe(checkoutId);
    const bookingId = checkout.body.bookingId as string;
    const session = await sessionOf(app.dataSource, bookingId);

    const payId = `pay:${randomUUID()}`;
    const pay = await fetch(`${app.url}/api/test-checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'X-Request-Id': payId },
    });
    await pay.arrayBuffer();
    expect(pay.status).toBe(303);
    expect(pay.headers.get('x-request-id')).toBe(payId);
    return { bookingId, checkoutId, payId };
  }

  it('follows a paid booking from the click through its transaction, the relay and the mail job to the SMTP answer', async () => {
    const customer = customerNamed('Spurensucher');
    const { bookingId, checkoutId, payId } = await bookAndPay(customer);

    const events = await outboxEventsFor(app.dataSource, bookingId);
    expect(events.map((event) => [event.type, event.request_id])).toEqual([
      [EVENTS.bookingCreated, checkoutId],
      [EVENTS.bookingConfirmed, payId],
    ]);

    // The invoice's jobs carry the same request id; this follows the confirmation mail.
    const mailLine = await eventually(
      () => grep(payId).find((line) => line.msg === 'e-mail sent' && line.type === 'booking-confirmation'),
      {
        timeoutMs: 30_000,
        what: 'the SMTP answer logged with the request id',
      },
    );
    // The mail job's one line: its completion is not logged again.
    expect(mailLine).toMatchObject({
      requestId: payId,
      jobId: expect.any(String),
      emailLogId: expect.any(String),
      attempt: 1,
      type: 'booking-confirmation',
      smtpResponse: expect.stringMatching(/^250/),
    });
    const traced = grep(payId);
    const messages = traced.map((line) => line.msg);
    expect(messages).toContain('request completed');
    expect(traced.find((line) => line.msg === 'outbox event recorded')).toMatchObject({
      requestId: payId,
      type: EVENTS.bookingConfirmed,
    });
    expect(traced.find((line) => line.msg === 'outbox event published')).toMatchObject({
      requestId: payId,
      type: EVENTS.bookingConfirmed,
    });
    expect(traced.find((line) => line.msg === 'job completed' && line.job === 'send-booking-email')).toBeUndefined();
    expect(
      await eventually(() => grep(payId).find((line) => line.msg === 'job completed'), {
        what: 'another job of the event completed under the request id',
      }),
    ).toMatchObject({ requestId: payId, queue: expect.any(String) });
    expect(grep(checkoutId).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['request completed', 'outbox event recorded', 'outbox event published']),
    );

    const written = JSON.stringify(app.logs).toLowerCase();
    for (const value of [customer.customerEmail, 'Wiebke', 'Spurensucher', '5550199'])
      expect(written).not.toContain(value.toLowerCase());
  });

  it('logs a refused mail under the request id without the address the mail server named', async () => {
    const customer = customerNamed('Abgewiesen');
    app.smtp.rejectWith = { code: 550, message: `Mailbox <${customer.customerEmail}> unavailable` };
    try {
      const { payId } = await bookAndPay(customer);
      const failed = await eventually(
        () => grep(payId).find((line) => line.msg === 'job failed for good' && line.job === 'send-booking-email'),
        {
          timeoutMs: 30_000,
          what: 'the refused mail logged',
        },
      );
      expect(failed).toMatchObject({
        requestId: payId,
        job: 'send-booking-email',
        err: { message: expect.stringContaining('Mailbox <[Adresse]> unavailable') },
      });
    } finally {
      app.smtp.rejectWith = undefined;
    }
    const written = JSON.stringify(app.logs).toLowerCase();
    for (const value of [customer.customerEmail, 'Abgewiesen', '5550199'])
      expect(written).not.toContain(value.toLowerCase());
  });

  it('replaces an invalid incoming id with a new one and answers every request with its id, errors included', async () => {
    for (const invalid of ['kurz', 'mit leerzeichen und so', 'x'.repeat(129), 'ümlaut-ist-nicht-erlaubt']) {
      const answer = await fetch(`${app.url}/api/courses`, { headers: { 'X-Request-Id': invalid } });
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    }
    const unnamed = await fetch(`${app.url}/api/courses`);
    await unnamed.arrayBuffer();
    expect(unnamed.headers.get('x-request-id')).toMatch(UUID);

    const refusedId = `refused-${randomUUID()}`;
    const refused = await postJson(
      `${app.url}/api/checkout`,
      { courseId: 'keine-uuid' },
      { 'X-Request-Id': refusedId },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-request-id')).toBe(refusedId);
    const unknown = await fetch(`${app.url}/api/gibt-es-nicht`, { headers: { 'X-Request-Id': 'unknown-route-1' } });
    await unknown.arrayBuffer();
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-request-id')).toBe('unknown-route-1');
    await eventually(() => grep(refusedId).some((line) => line.msg === 'request completed'), {
      what: 'the refused request logged with its id',
    });
  });
});
