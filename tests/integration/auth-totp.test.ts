import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, sessionCookieFrom, signIn, uniqueAddress } from '../support/auth';
import { freezeClockMidMinute } from '../support/frozen-clock';

const ADMIN = 'chefin@example.de';
const SECOND_ADMIN = 'technik@example.de';
const WRONG = 'Der Code ist ungültig oder wurde bereits verwendet. Bitte geben Sie den aktuellen Code ein.';

async function secondFactorOf(app: TestApp, cookie: string) {
  return ((await call(app, 'GET', '/api/auth/session', { cookie })).body as { user: { secondFactor: string } }).user
    .secondFactor;
}

describe('TOTP second factor for admins', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: `${ADMIN},${SECOND_ADMIN}`, TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('enrols with a QR code, refuses wrong and replayed codes, accepts the correct one per session', async () => {
    const cookie = await signIn(app, ADMIN, '/admin');
    expect(await secondFactorOf(app, cookie)).toBe('enrol');
    expect((await call(app, 'GET', '/api/admin/me', { cookie })).status).toBe(403);

    const enrolment = await call(app, 'POST', '/api/auth/totp/enrol', { cookie });
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = enrolment.body as {
      secret: string;
      otpauthUrl: string;
      qrCodeSvg: string;
    };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauthUrl).toContain(encodeURIComponent(ADMIN));
    expect(qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [stored] = await app.dataSource.query(`SELECT totp_secret FROM users WHERE email = $1`, [ADMIN]);
    expect(stored.totp_secret).not.toContain(secret);

    const code = await generate({ secret });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(app, 'POST', '/api/auth/totp/verify', { cookie, body: { code: wrong } });
    expect(refused).toMatchObject({ status: 400, body: { error: WRONG } });
    expect(await secondFactorOf(app, cookie)).toBe('enrol');

    const confirmed = await call(app, 'POST', '/api/auth/totp/verify', { cookie, body: { code } });
    expect(confirmed).toMatchObject({ status: 200, body: { ok: true } });
    const verified = sessionCookieFrom(confirmed.headers)!;
    expect(await secondFactorOf(app, verified)).toBe('ok');
    expect((await call(app, 'GET', '/api/admin/me', { cookie: verified })).body).toEqual({ email: ADMIN });
    expect((await call(app, 'POST', '/api/auth/totp/enrol', { cookie: verified })).status).toBe(409);

    // A new session starts unverified; the code seen before must not open it.
    const next = await signIn(app, ADMIN, '/admin');
    expect(await secondFactorOf(app, next)).toBe('verify');
    expect((await call(app, 'POST', '/api/auth/totp/enrol', { cookie: next })).status).toBe(409);
    expect(await call(app, 'POST', '/api/auth/totp/verify', { cookie: next, body: { code } })).toMatchObject({
      status: 400,
      body: { error: WRONG },
    });
    expect((await call(app, 'GET', '/api/admin/me', { cookie: next })).status).toBe(403);

    const nextStepCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const passed = await call(app, 'POST', '/api/auth/totp/verify', { cookie: next, body: { code: nextStepCode } });
    expect(passed.status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: sessionCookieFrom(passed.headers)! })).status).toBe(200);

    const actions = (
      await app.dataSource.query(
        `SELECT action FROM audit_log WHERE actor_email = $1 AND action LIKE 'auth.second_factor%' ORDER BY id`,
        [ADMIN],
      )
    ).map((row: { action: string }) => row.action);
    expect(actions).toEqual([
      'auth.second_factor_enrolment_started',
      'auth.second_factor_failed',
      'auth.second_factor_succeeded',
      'auth.second_factor_failed',
      'auth.second_factor_succeeded',
    ]);
  });

  it('answers codes that are no 6 digits with 400 and stops guessing after five tries a minute', async () => {
    const cookie = await signIn(app, SECOND_ADMIN, '/admin');
    await call(app, 'POST', '/api/auth/totp/enrol', { cookie });
    freezeClockMidMinute(app);
    const tries = [{ code: '12ab56' }, {}, { code: 123456 }, { code: '000000' }, { code: '000001' }];
    const statuses = [];
    // Each try from another IP address: the limit counts per account as well.
    for (const [index, body] of tries.entries()) {
      statuses.push(
        (
          await call(app, 'POST', '/api/auth/totp/verify', {
            cookie,
            body,
            headers: { 'x-forwarded-for': `10.9.8.${index + 1}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const limited = await call(app, 'POST', '/api/auth/totp/verify', {
      cookie,
      body: { code: '000002' },
      headers: { 'x-forwarded-for': '10.9.8.99' },
    });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: 'Zu viele Anfragen. Bitte warten Sie einen Moment.' },
    });
  });

  it('lets only signed-in admins enrol or verify', async () => {
    expect(await call(app, 'POST', '/api/auth/totp/enrol')).toMatchObject({
      status: 401,
      body: { error: 'Bitte melden Sie sich an.' },
    });
    const visitor = await signIn(app, uniqueAddress('besucher'));
    expect(await call(app, 'POST', '/api/auth/totp/enrol', { cookie: visitor })).toMatchObject({
      status: 403,
      body: { error: 'Diese E-Mail ist nicht für den Admin-Zugang berechtigt' },
    });
    expect(
      (await call(app, 'POST', '/api/auth/totp/verify', { cookie: visitor, body: { code: '123456' } })).status,
    ).toBe(403);
  });
});

describe('ADMIN_TOTP=off (local demo only)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: true, env: { ADMIN_EMAILS: ADMIN, ADMIN_TOTP: 'off' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets an admin in after the magic link alone', async () => {
    const cookie = await signIn(app, ADMIN, '/admin');
    expect(await secondFactorOf(app, cookie)).toBe('not_required');
    expect((await call(app, 'GET', '/api/admin/me', { cookie })).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/totp/enrol', { cookie })).status).toBe(409);
  });
});
