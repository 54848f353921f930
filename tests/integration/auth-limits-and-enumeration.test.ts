import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { freezeClockMidMinute } from '../support/frozen-clock';

const ADMIN = 'chefin@example.de';
const TOO_MANY = 'Zu viele Anfragen. Bitte warten Sie einen Moment.';

/** Calls per kind of address; their timing is measured by `npm run bench -- sign-in`. */
const ROUNDS = 3;

describe('no account enumeration through the magic-link request', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers admin, known and unknown addresses alike and does the same work for each', async () => {
    const known = uniqueAddress('bekannt');
    await signIn(app, known);
    const addresses = { admin: ADMIN, known, unknown: uniqueAddress('unbekannt') };
    const answers = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const email of Object.values(addresses)) {
        const answer = await call(app, 'POST', '/api/auth/magic-link', { body: { email } });
        answers.add(JSON.stringify([answer.status, answer.body, answer.headers.get('content-length')]));
      }
    }
    expect([...answers]).toEqual([JSON.stringify([202, { ok: true }, '11'])]);

    const rows = await app.dataSource.query(
      `SELECT email, count(*)::int AS tokens FROM magic_link_tokens WHERE email = ANY($1) GROUP BY email ORDER BY email`,
      [[ADMIN, addresses.unknown]],
    );
    expect(rows.map((row: { tokens: number }) => row.tokens)).toEqual([ROUNDS, ROUNDS]);
    await app.smtp.waitFor(ROUNDS, (mail) => mail.to.includes(addresses.unknown));
  });
});

describe('rate limits on sign-in and the cookie cleanup', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      worker: false,
      env: { ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits magic-link requests per address across IP addresses, and per IP address across addresses', async () => {
    freezeClockMidMinute(app);
    const email = uniqueAddress('flut');
    const perAddress = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await call(app, 'POST', '/api/auth/magic-link', {
        body: { email: attempt === 2 ? email.toUpperCase() : email },
        headers: { 'x-forwarded-for': `10.1.1.${attempt + 1}` },
      });
      perAddress.push(answer.status);
      if (answer.status === 429) expect(answer.body).toEqual({ error: TOO_MANY });
    }
    expect(perAddress).toEqual([202, 202, 202, 429]);
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM magic_link_tokens WHERE email = $1`,
      [email],
    );
    expect(count).toBe(3);

    const perIp = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      perIp.push(
        (
          await call(app, 'POST', '/api/auth/magic-link', {
            body: { email: uniqueAddress(`ip${attempt}`) },
            headers: { 'x-forwarded-for': '10.1.2.1' },
          })
        ).status,
      );
    }
    expect(perIp).toEqual([202, 202, 202, 429]);
  });

  it('answers the cookie cleanup with 204 whatever it is sent, and limits it per IP address', async () => {
    freezeClockMidMinute(app);
    const bodies = [
      { action: 'revoke_consent', email: 'person@beispiel.de' },
      { action: 'revoke_consent', email: null },
      { action: 'revoke_consent', email: { $ne: 1 } },
    ];
    for (const [index, body] of bodies.entries()) {
      const answer = await call(app, 'POST', '/api/consent/revoke', {
        body,
        headers: { 'x-forwarded-for': `10.2.0.${index}` },
      });
      expect(answer.status, JSON.stringify(body)).toBe(204);
    }
    for (const [index, body] of [
      [],
      [1, 2],
      {},
      { action: 'etwas' },
      { action: ['revoke_consent'] },
      { action: 'revoke_consent', email: 'x'.repeat(5000) },
    ].entries()) {
      const answer = await call(app, 'POST', '/api/consent/revoke', {
        body,
        headers: { 'x-forwarded-for': `10.2.1.${index}` },
      });
      expect(answer.status, JSON.stringify(body)).toBe(204);
    }
    // What is no JSON object or array at all is refused by the app-wide body rules, still never with a 5xx.
    for (const [index, body] of ['text', 42, null].entries()) {
      const answer = await call(app, 'POST', '/api/consent/revoke', {
        body,
        headers: { 'x-forwarded-for': `10.2.3.${index}` },
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (
          await call(app, 'POST', '/api/consent/revoke', {
            body: { action: 'revoke_consent', email: null },
            headers: { 'x-forwarded-for': '10.2.2.1' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
