import { randomBytes } from 'node:crypto';
import { createServer, IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startTestApp, TestApp, TestAppOptions } from '../../support/app';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

type StandInSession = {
  id: string;
  object: string;
  url: string;
  status: string;
  payment_status: string;
  mode: string;
  amount_total: number;
  currency: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string | null>;
  expires_at: number;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
};

/**
 * A local HTTP stand-in for the parts of Stripe's API the gateway uses. It records every request
 * (form body and headers), honours Idempotency-Key like Stripe and can be told to fail.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  /** How many of the next requests to a path prefix answer 500. */
  failures = new Map<string, number>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private server?: Server;
  private refundCount = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (request) =>
        request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
    );
  }

  /** What Stripe does when the customer pays on the hosted page. */
  pay(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
    });
    return session;
  }

  /** A signed webhook delivery, signed with Stripe's own test helper. */
  event(type: string, session: StandInSession, secret: string, id = `evt_${randomBytes(10).toString('hex')}`) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: { ...session } },
    });
    const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret });
    return { id, payload, signature };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').split('?')[0];
    const recorded = {
      method: request.method ?? 'GET',
      path,
      headers: request.headers,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(recorded);

    const failingPrefix = [...this.failures.keys()].find(
      (prefix) => path.startsWith(prefix) && this.failures.get(prefix)! > 0,
    );
    if (failingPrefix) {
      this.failures.set(failingPrefix, this.failures.get(failingPrefix)! - 1);
      return send(response, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    }
    const key = request.headers['idempotency-key'] as string | undefined;
    if (request.method === 'POST' && path === '/v1/checkout/sessions')
      return send(response, 200, this.createSession(recorded.form, key));
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (sessionMatch) {
      const session = this.sessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session)
        return send(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
        });
      if (!sessionMatch[2]) return send(response, 200, session);
      if (session.status !== 'open')
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: `Only open sessions can be expired (${session.status})` },
        });
      session.status = 'expired';
      return send(response, 200, session);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      this.refundCount += 1;
      return send(response, 200, {
        id: `re_${this.refundCount}`,
        object: 'refund',
        amount: Number(recorded.form.get('amount')),
        payment_intent: recorded.form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: `Unknown path ${path}` } });
  }

  private createSession(form: URLSearchParams, idempotencyKey: string | undefined): StandInSession {
    const existing = idempotencyKey && this.byIdempotencyKey.get(idempotencyKey);
    if (existing) return this.sessions.get(existing)!;
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]'),
      customer_email: form.get('customer_email'),
      client_reference_id: form.get('client_reference_id'),
      metadata: { booking_id: form.get('metadata[booking_id]'), course_id: form.get('metadata[course_id]') },
      expires_at: Number(form.get('expires_at')),
      payment_intent: null,
      success_url: form.get('success_url'),
      cancel_url: form.get('cancel_url'),
    };
    this.sessions.set(id, session);
    if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, id);
    return session;
  }
}

/** Posts a signed delivery to the app's webhook endpoint, as Stripe does. */
export async function deliverWebhook(appUrl: string, delivery: { payload: string; signature: string }) {
  const response = await fetch(`${appUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  });
  return { status: response.status, body: await response.json() };
}

/** Starts the stand-in and a test app (without worker unless asked) whose Stripe gateway talks to it with these keys. */
export async function startTestAppWithStripe(
  stripe: StripeStandIn,
  keys: { secretKey: string; webhookSecret: string },
  options: Pick<TestAppOptions, 'captureLogs' | 'worker' | 'env'> = {},
): Promise<TestApp> {
  const apiUrl = await stripe.start();
  return startTestApp({
    worker: false,
    ...options,
    env: {
      ...options.env,
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: apiUrl,
    },
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}
