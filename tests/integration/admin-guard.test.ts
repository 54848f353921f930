import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, passSecondFactor, signIn, uniqueAddress } from '../support/auth';

const ADMIN = 'chefin@example.de';
const SECOND_ADMIN = 'technik@example.de';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

interface RegisteredRoute {
  method: string;
  path: string;
}

/** Every route express knows, as NestJS registered it: nothing is listed by hand. */
function registeredRoutes(app: TestApp): RegisteredRoute[] {
  const express = app.api.getHttpAdapter().getInstance();
  const stack: { route?: { path: unknown; methods: Record<string, boolean> } }[] = (express.router ?? express._router)
    .stack;
  return stack.flatMap((layer) =>
    layer.route && typeof layer.route.path === 'string'
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method: method.toUpperCase(), path: layer.route!.path as string }))
      : [],
  );
}

function concrete(path: string): string {
  return path.replace(/:[A-Za-z_]+/g, SAMPLE_ID);
}

describe('every /api/admin route and /admin/queues need a signed-in admin with the second factor', () => {
  let app: TestApp;
  const cookies: Record<'visitor' | 'adminWithoutSecondFactor' | 'admin', string> = {
    visitor: '',
    adminWithoutSecondFactor: '',
    admin: '',
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: `${ADMIN}, ${SECOND_ADMIN}` } });
    cookies.visitor = await signIn(app, uniqueAddress('besucher'));
    cookies.adminWithoutSecondFactor = await signIn(app, SECOND_ADMIN, '/admin');
    cookies.admin = await passSecondFactor(app, await signIn(app, ADMIN, '/admin'));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds the admin routes Nest registered', () => {
    const adminRoutes = registeredRoutes(app).filter((route) => route.path.toLowerCase().startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(1);
    expect(adminRoutes).toContainEqual({ method: 'GET', path: '/api/admin/me' });
  });

  it('refuses anonymous (401), visitors (403) and admins without second factor (403) on each of them; lets the admin through', async () => {
    const adminRoutes = registeredRoutes(app).filter((route) => route.path.toLowerCase().startsWith('/api/admin'));
    for (const route of adminRoutes) {
      const path = concrete(route.path);
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      // Express matches routes case-insensitively and with a trailing slash: so must the guard.
      for (const variant of [path, path.toUpperCase(), `${path}/`]) {
        const anonymous = await call(app, route.method, variant, { body });
        expect(anonymous, `${route.method} ${variant} anonymous`).toMatchObject({
          status: 401,
          body: { error: 'Bitte melden Sie sich an.' },
        });
        const visitor = await call(app, route.method, variant, { body, cookie: cookies.visitor });
        expect(visitor, `${route.method} ${variant} visitor`).toMatchObject({
          status: 403,
          body: { error: 'Diese E-Mail ist nicht für den Admin-Zugang berechtigt' },
        });
        const halfway = await call(app, route.method, variant, { body, cookie: cookies.adminWithoutSecondFactor });
        expect(halfway.status, `${route.method} ${variant} admin without second factor`).toBe(403);
        expect((halfway.body as { error: string }).error).toMatch(/Code/);
      }
      const doubled = await call(app, route.method, path.replace('/api/admin', '/api//admin'), {
        body,
        cookie: cookies.visitor,
      });
      expect([401, 403, 404], `${route.method} ${path} with a doubled slash`).toContain(doubled.status);
      const admin = await call(app, route.method, path, { body, cookie: cookies.admin });
      expect([401, 403], `${route.method} ${path} admin got ${admin.status}`).not.toContain(admin.status);
      expect(admin.status).toBeLessThan(500);
    }
  });

  it('guards the queue dashboard the same way, page and API', async () => {
    const page = { Accept: 'text/html' };
    const anonymousPage = await call(app, 'GET', '/admin/queues', { headers: page, origin: null });
    expect(anonymousPage.status).toBe(302);
    expect(anonymousPage.headers.get('location')).toBe('/admin/login?weiter=%2Fadmin%2Fqueues');
    for (const path of ['/admin/queues/api/queues', '/ADMIN/Queues/api/queues', '/admin/queues/']) {
      expect((await call(app, 'GET', path)).status, `${path} anonymous`).toBe(401);
      expect((await call(app, 'GET', path, { cookie: cookies.visitor })).status, `${path} visitor`).toBe(403);
      expect(
        (await call(app, 'GET', path, { cookie: cookies.adminWithoutSecondFactor })).status,
        `${path} no second factor`,
      ).toBe(403);
    }
    const visitorPage = await call(app, 'GET', '/admin/queues', {
      headers: page,
      cookie: cookies.visitor,
      origin: null,
    });
    expect(visitorPage.status).toBe(403);
    expect(String(visitorPage.body)).toContain('Zugriff verweigert');

    const dashboard = await call(app, 'GET', '/admin/queues', { headers: page, cookie: cookies.admin, origin: null });
    expect(dashboard.status).toBe(200);
    expect(String(dashboard.body)).toContain('<div id="root">');
    const queues = await call(app, 'GET', '/admin/queues/api/queues', { cookie: cookies.admin });
    expect(queues.status).toBe(200);
    const names = (queues.body as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
    expect(names).toEqual(['bookings', 'mail', 'reminders', 'waitlist']);
  });

  it('reads ADMIN_EMAILS at every request: an address taken off the list loses access at once', async () => {
    expect((await call(app, 'GET', '/api/admin/me', { cookie: cookies.admin })).status).toBe(200);
    const before = app.config.auth.adminEmails;
    app.config.auth.adminEmails = [SECOND_ADMIN];
    try {
      expect((await call(app, 'GET', '/api/admin/me', { cookie: cookies.admin })).status).toBe(403);
      expect((await call(app, 'GET', '/admin/queues/api/queues', { cookie: cookies.admin })).status).toBe(403);
    } finally {
      app.config.auth.adminEmails = before;
    }
  });
});
