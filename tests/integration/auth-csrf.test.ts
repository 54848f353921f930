import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, passSecondFactor, signIn, uniqueAddress } from '../support/auth';

const ADMIN = 'chefin@example.de';
const CROSS_SITE = 'Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.';

describe('CSRF: cookie-authenticated writes only from the site itself', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN } });
    admin = await passSecondFactor(app, await signIn(app, ADMIN, '/admin'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses state-changing requests with a session cookie from a foreign Origin or Referer, and leaves the session alone', async () => {
    const visitor = await signIn(app, uniqueAddress('opfer'));
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: app.url.replace('127.0.0.1', 'localhost') },
      { origin: 'null' },
      { origin: null, headers: { Referer: 'https://evil.example/seite' } },
      { origin: null },
    ];
    for (const [index, variant] of foreign.entries()) {
      for (const [method, path, body] of [
        ['POST', '/api/auth/logout', undefined],
        ['POST', '/api/auth/magic-link', { email: uniqueAddress('angreifer') }],
        ['DELETE', '/api/auth/logout', undefined],
        ['POST', '/api/consent/revoke', { action: 'revoke_consent', email: null }],
      ] as const) {
        const answer = await call(app, method, path, { cookie: visitor, body, ...variant });
        expect(answer, `${index} ${method} ${path}`).toMatchObject({ status: 403, body: { error: CROSS_SITE } });
      }
    }
    expect(
      ((await call(app, 'GET', '/api/auth/session', { cookie: visitor })).body as { user: unknown }).user,
    ).not.toBeNull();

    const adminWrite = await call(app, 'POST', '/api/auth/totp/verify', {
      cookie: admin,
      body: { code: '000000' },
      origin: 'https://evil.example',
    });
    expect(adminWrite).toMatchObject({ status: 403, body: { error: CROSS_SITE } });
    const queueAction = await call(app, 'PUT', '/admin/queues/api/queues/mail/pause', {
      cookie: admin,
      origin: 'https://evil.example',
    });
    expect(queueAction.status).toBe(403);
  });

  it('lets the same requests through from the site, by Origin or by Referer', async () => {
    const visitor = await signIn(app, uniqueAddress('kundin'));
    expect(
      (
        await call(app, 'POST', '/api/consent/revoke', {
          cookie: visitor,
          body: { action: 'revoke_consent', email: null },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await call(app, 'POST', '/api/consent/revoke', {
          cookie: visitor,
          origin: null,
          headers: { Referer: `${app.url}/datenschutz` },
          body: { action: 'revoke_consent', email: null },
        })
      ).status,
    ).toBe(204);
    expect((await call(app, 'POST', '/api/auth/logout', { cookie: visitor })).status).toBe(204);
  });

  it('does not apply to requests without cookies, which cannot act for anybody', async () => {
    const answer = await call(app, 'POST', '/api/auth/magic-link', {
      body: { email: uniqueAddress('ohne-cookie') },
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(202);
  });
});
