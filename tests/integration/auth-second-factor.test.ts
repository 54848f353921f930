import { formatShortDateTime } from '@mpb/domain';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { startTestApp, TestApp } from '../support/app';
import { call, sessionCookieFrom, signIn } from '../support/auth';
import type { CaughtMail } from '../support/smtp-catcher';

const ADMINS = {
  rotation: 'rotation@example.de',
  recovery: 'notfall@example.de',
  parallel: 'parallel@example.de',
  expired: 'abgelaufen@example.de',
  lockout: 'sperre@example.de',
  newDevice: 'neues-geraet@example.de',
} as const;
const WRONG = 'Der Code ist ungültig oder wurde bereits verwendet. Bitte geben Sie den aktuellen Code ein.';
const RECOVERY_CODE = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/;
const MINUTE = 60_000;

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
}

function otherCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

describe('admin second factor: session renewal, recovery codes, pending enrolment, lockout', () => {
  let app: TestApp;
  let clock: Clock;

  const mailsTo = (email: string, subject: string) =>
    app.smtp.mails.filter((mail) => mail.to.includes(email) && mail.subject === subject);
  const waitForMail = async (email: string, subject: string, count = 1): Promise<CaughtMail> =>
    (await app.smtp.waitFor(count, (mail) => mail.to.includes(email) && mail.subject === subject)).at(-1)!;
  const moveClock = (to: Date) => vi.spyOn(clock, 'now').mockReturnValue(to);

  // Each test from its own address: five code checks a minute are allowed per IP address and account.
  let testIndex = 0;
  let clientIp = '';
  beforeEach(() => {
    clientIp = `10.20.0.${++testIndex}`;
  });
  const headers = () => ({ 'x-forwarded-for': clientIp });

  async function enrol(cookie: string): Promise<Enrolment> {
    const answer = await call(app, 'POST', '/api/auth/totp/enrol', { cookie, headers: headers() });
    expect(answer.status).toBe(200);
    return answer.body as Enrolment;
  }

  /** Sends a code; on success returns the renewed session cookie. */
  async function verify(cookie: string, code: string) {
    const answer = await call(app, 'POST', '/api/auth/totp/verify', { cookie, body: { code }, headers: headers() });
    return { ...answer, cookie: sessionCookieFrom(answer.headers) };
  }

  async function enrolled(email: string): Promise<{ cookie: string; enrolment: Enrolment }> {
    const first = await signIn(app, email, '/admin');
    const enrolment = await enrol(first);
    const passed = await verify(first, await generate({ secret: enrolment.secret }));
    expect(passed.status).toBe(200);
    return { cookie: passed.cookie!, enrolment };
  }

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: Object.values(ADMINS).join(','), TRUST_PROXY_HOPS: '1' } });
    clock = app.api.get(Clock);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the session a new id when the second factor passes; the cookie from before has no admin rights', async () => {
    const beforeEnrolment = await signIn(app, ADMINS.rotation, '/admin');
    const { secret } = await enrol(beforeEnrolment);
    const enrolled = await verify(beforeEnrolment, await generate({ secret }));
    expect(enrolled.status).toBe(200);
    expect(enrolled.cookie).toBeTruthy();
    expect(enrolled.cookie).not.toBe(beforeEnrolment);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: enrolled.cookie! })).body).toEqual({
      email: ADMINS.rotation,
    });
    expect((await call(app, 'GET', '/api/admin/me', { cookie: beforeEnrolment })).status).toBe(401);
    expect((await call(app, 'GET', '/api/auth/session', { cookie: beforeEnrolment })).body).toEqual({ user: null });

    const beforeCode = await signIn(app, ADMINS.rotation, '/admin');
    const passed = await verify(beforeCode, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    expect(passed.status).toBe(200);
    expect(passed.cookie).not.toBe(beforeCode);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: passed.cookie! })).status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: beforeCode })).status).toBe(401);
    const sessions = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [ADMINS.rotation],
    );
    expect(sessions[0].n).toBe(2);
  });

  it('hands out ten distinct recovery codes at enrolment, stores them hashed, accepts each once instead of a TOTP code, and mails the admin', async () => {
    const { enrolment } = await enrolled(ADMINS.recovery);
    const codes = enrolment.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);

    const stored: { row: string }[] = await app.dataSource.query(
      `SELECT r::text AS row FROM totp_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1
        UNION ALL SELECT u::text FROM users u WHERE u.email = $1`,
      [ADMINS.recovery],
    );
    expect(stored).toHaveLength(11);
    for (const { row } of stored)
      for (const code of codes) expect(row.toLowerCase()).not.toContain(code.replace('-', '').slice(0, 8));

    const enrolledMail = await waitForMail(ADMINS.recovery, 'Sicherheitshinweis: Zwei-Faktor-Anmeldung eingerichtet');
    expect(enrolledMail.text).toContain('Wenn Sie das nicht waren');

    const session = await signIn(app, ADMINS.recovery, '/admin');
    expect((await call(app, 'GET', '/api/admin/me', { cookie: session })).status).toBe(403);
    const recovered = await verify(session, ` ${codes[3].toUpperCase()} `);
    expect(recovered).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(app, 'GET', '/api/admin/me', { cookie: recovered.cookie! })).body).toEqual({
      email: ADMINS.recovery,
    });
    const usedMail = await waitForMail(ADMINS.recovery, 'Sicherheitshinweis: Wiederherstellungscode verwendet');
    expect(usedMail.text).toContain('Wenn Sie das nicht waren');
    expect(usedMail.text.replace(/\s+/g, ' ')).toContain('noch 9 unbenutzte Wiederherstellungscodes');

    const again = await signIn(app, ADMINS.recovery, '/admin');
    expect(await verify(again, codes[3])).toMatchObject({ status: 400, body: { error: WRONG } });
    expect((await call(app, 'GET', '/api/admin/me', { cookie: again })).status).toBe(403);
    expect((await verify(again, codes[7])).status).toBe(200);
    const used = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM totp_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1 AND r.used_at IS NOT NULL`,
      [ADMINS.recovery],
    );
    expect(used[0].n).toBe(2);
  });

  it('lets no second, parallel sign-in replace or confirm an enrolment that is still pending', async () => {
    const owner = await signIn(app, ADMINS.parallel, '/admin');
    const { secret, recoveryCodes } = await enrol(owner);
    const intruder = await signIn(app, ADMINS.parallel, '/admin');

    const replaced = await call(app, 'POST', '/api/auth/totp/enrol', { cookie: intruder });
    expect(replaced.status).toBe(409);
    expect((replaced.body as { error: string }).error).toMatch(
      /^Die Einrichtung der Zwei-Faktor-Anmeldung wurde in einer anderen Sitzung begonnen\. .* \d{2}:\d{2} Uhr/,
    );
    expect((await verify(intruder, await generate({ secret }))).status).toBe(409);
    expect((await verify(intruder, recoveryCodes[0])).status).toBe(409);

    const confirmed = await verify(owner, await generate({ secret }));
    expect(confirmed.status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: confirmed.cookie! })).status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: intruder })).status).toBe(403);
  });

  it('lets another sign-in start afresh once the pending enrolment expired after 15 minutes', async () => {
    const first = await signIn(app, ADMINS.expired, '/admin');
    const { secret } = await enrol(first);
    const second = await signIn(app, ADMINS.expired, '/admin');
    expect((await call(app, 'POST', '/api/auth/totp/enrol', { cookie: second })).status).toBe(409);

    moveClock(new Date(Date.now() + 15 * MINUTE + 1000));
    const fresh = await enrol(second);
    expect(fresh.secret).not.toBe(secret);
    expect((await verify(first, await generate({ secret }))).status).toBe(409);
    expect((await verify(second, await generate({ secret: fresh.secret }))).status).toBe(200);
  });

  it('lets an admin who lost the phone start over with a recovery code: the old app and codes stop working everywhere, and a mail arrives', async () => {
    const { cookie: verifiedBefore, enrolment: old } = await enrolled(ADMINS.newDevice);
    const session = await signIn(app, ADMINS.newDevice, '/admin');
    const reset = (code: string) =>
      call(app, 'POST', '/api/auth/totp/reset', { cookie: session, body: { code }, headers: headers() });
    expect(await reset('aaaa-aaaa-aa')).toMatchObject({ status: 400, body: { error: WRONG } });
    expect(await reset(old.recoveryCodes[0])).toMatchObject({ status: 200, body: { ok: true } });

    expect((await call(app, 'GET', '/api/admin/me', { cookie: verifiedBefore })).status).toBe(403);
    expect((await call(app, 'GET', '/api/auth/session', { cookie: session })).body).toMatchObject({
      user: { secondFactor: 'enrol' },
    });
    const resetMail = await waitForMail(ADMINS.newDevice, 'Sicherheitshinweis: Zwei-Faktor-Anmeldung zurückgesetzt');
    expect(resetMail.text).toContain('Wenn Sie das nicht waren');

    const fresh = await enrol(session);
    expect(fresh.recoveryCodes.some((code) => old.recoveryCodes.includes(code))).toBe(false);
    const passed = await verify(session, await generate({ secret: fresh.secret }));
    expect(passed.status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', { cookie: passed.cookie! })).status).toBe(200);
    // The session that passed with the old device needs the new one too.
    expect((await call(app, 'GET', '/api/admin/me', { cookie: verifiedBefore })).status).toBe(403);

    // Five code checks a minute per account: the rest a minute later.
    moveClock(new Date(Date.now() + MINUTE));
    const later = await signIn(app, ADMINS.newDevice, '/admin');
    expect(await verify(later, old.recoveryCodes[1])).toMatchObject({ status: 400, body: { error: WRONG } });
    expect(
      await verify(later, await generate({ secret: old.secret, epoch: Math.floor(Date.now() / 1000) + 30 })),
    ).toMatchObject({ status: 400, body: { error: WRONG } });
    expect((await verify(later, fresh.recoveryCodes[0])).status).toBe(200);
  });

  it('locks the second factor for 15 minutes after 10 wrong codes within an hour and mails the admin once', async () => {
    const { enrolment } = await enrolled(ADMINS.lockout);
    const session = await signIn(app, ADMINS.lockout, '/admin');
    const start = Date.now();
    const code = await generate({ secret: enrolment.secret });

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      // Five tries a minute are allowed: the clock moves on a minute every four tries.
      moveClock(new Date(start + Math.floor(attempt / 4) * MINUTE + attempt * 1000));
      statuses.push((await verify(session, otherCode(code, attempt))).status);
    }
    expect(statuses).toEqual(Array(9).fill(400));

    const lockedAt = new Date(start + 3 * MINUTE);
    moveClock(lockedAt);
    const tenth = await verify(session, otherCode(code, 10));
    const lockedUntil = formatShortDateTime(new Date(lockedAt.getTime() + 15 * MINUTE));
    expect(tenth).toMatchObject({
      status: 429,
      body: {
        error: `Zu viele falsche Codes: Die Zwei-Faktor-Anmeldung ist aus Sicherheitsgründen bis ${lockedUntil} gesperrt.`,
      },
    });
    const nextStep = await generate({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    moveClock(new Date(lockedAt.getTime() + 14 * MINUTE));
    expect((await verify(session, nextStep)).status).toBe(429);
    expect((await verify(session, enrolment.recoveryCodes[0])).status).toBe(429);

    const lockMail = await waitForMail(ADMINS.lockout, 'Sicherheitshinweis: Zwei-Faktor-Anmeldung gesperrt');
    expect(lockMail.text).toContain('Wenn Sie das nicht waren');
    expect(lockMail.text.replace(/\s+/g, ' ')).toContain(lockedUntil);

    moveClock(new Date(lockedAt.getTime() + 15 * MINUTE + 1000));
    const passed = await verify(session, nextStep);
    expect(passed).toMatchObject({ status: 200 });
    expect((await call(app, 'GET', '/api/admin/me', { cookie: passed.cookie! })).status).toBe(200);
    expect(mailsTo(ADMINS.lockout, 'Sicherheitshinweis: Zwei-Faktor-Anmeldung gesperrt')).toHaveLength(1);
  });
});
