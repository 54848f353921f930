import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import {
  call,
  magicLinkFor,
  openLink,
  passSecondFactor,
  requestMagicLink,
  signIn,
  uniqueAddress,
} from '../support/auth';

const ADMIN = 'chefin@example.de';
const PAGE = { Accept: 'text/html' };

/** A prerendered page as React Router writes it: inline bootstrap scripts and JSON-LD data. */
function prerenderedPage(name: string): string {
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${name}</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"${name}"}</script></head>
<body><main>${name}</main><script>window.__reactRouterContext = {"page":"${name}"};</script>
<script type="module" async="">import "/assets/${name}.js";</script></body></html>`;
}

/** The inline scripts of a page, as the CSP names them. */
function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
  );
}

/** A browser's revalidation of a page (fetch() would add Cache-Control: no-cache to it). */
function revalidate(url: string, etag?: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br', ...(etag ? { 'if-none-match': etag } : {}) };
    request(url, { headers }, (response) => {
      response.resume().on('end', () => resolve(response));
    })
      .on('error', reject)
      .end();
  });
}

function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

describe('security headers on pages, the API and the queue dashboard', () => {
  let app: TestApp;
  let frontendDir: string;
  const pages: Record<string, string> = {
    'index.html': prerenderedPage('home'),
    'agb/index.html': prerenderedPage('agb'),
    '404/index.html': prerenderedPage('not-found'),
    'admin/index.html': prerenderedPage('admin'),
  };
  let admin = '';

  beforeAll(async () => {
    frontendDir = mkdtempSync(join(tmpdir(), 'mpb-site-'));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(frontendDir, file)), { recursive: true });
      writeFileSync(join(frontendDir, file), html);
    }
    app = await startTestApp({ frontendDir, env: { ADMIN_EMAILS: ADMIN } });
    admin = await signIn(app, ADMIN, '/admin');
    admin = await passSecondFactor(app, admin);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(frontendDir, { recursive: true, force: true });
  });

  it('allows each page exactly its own inline scripts by hash, never any inline script', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/agb', 'agb/index.html'],
      ['/agb/', 'agb/index.html'],
      ['/diese-seite-gibt-es-nicht', '404/index.html'],
      ['/admin', 'admin/index.html'],
      ['/admin/bookings', 'admin/index.html'],
    ]) {
      for (const encoding of ['br', 'identity']) {
        const response = await call(app, 'GET', path, {
          headers: { ...PAGE, 'Accept-Encoding': encoding },
          origin: null,
        });
        expect(String(response.body), path).toContain('<main>');
        const scriptSources = directive(response.headers.get('content-security-policy'), 'script-src');
        expect(scriptSources, `${path} ${encoding}`).toEqual(
          expect.arrayContaining(["'self'", ...scriptHashes(pages[file])]),
        );
        expect(scriptSources, path).toHaveLength(1 + scriptHashes(pages[file]).length);
        expect(directive(response.headers.get('content-security-policy'), 'script-src-attr'), path).toEqual(["'none'"]);
      }
    }
    // A revalidated page keeps its policy: the browser stores the headers of the 304.
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/agb', 'agb/index.html'],
    ]) {
      const first = await revalidate(`${app.url}${path}`);
      const again = await revalidate(`${app.url}${path}`, String(first.headers.etag));
      expect(again.statusCode, path).toBe(304);
      expect(directive(String(again.headers['content-security-policy']), 'script-src'), path).toEqual([
        "'self'",
        ...scriptHashes(pages[file]),
      ]);
    }
    const api = await call(app, 'GET', '/api/health');
    expect(directive(api.headers.get('content-security-policy'), 'script-src')).toEqual(["'self'"]);
  });

  it('answers the course list and the pages ahead of the middleware chain with the headers and bytes the chain gives them', async () => {
    // A query string takes the full chain; the same address without one is answered ahead of it.
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${app.url}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = response.headers;
            resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
          });
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['/', '/agb', '/agb/', '/api/courses']) {
      for (const encoding of ['br', 'gzip, deflate', 'identity', 'br;q=0, gzip']) {
        const ahead = await raw(path, { 'accept-encoding': encoding });
        const chain = await raw(`${path}?weg=kette`, { 'accept-encoding': encoding });
        expect(ahead.status, `${path} ${encoding}`).toBe(200);
        expect(ahead.headers, `${path} ${encoding}`).toEqual(chain.headers);
        expect(ahead.body.equals(chain.body), `${path} ${encoding}`).toBe(true);

        const etag = String(ahead.headers.etag);
        const notModified = await raw(path, { 'accept-encoding': encoding, 'if-none-match': `"x", ${etag}` });
        expect(notModified.status, `${path} ${encoding}`).toBe(304);
        expect(notModified.headers, `${path} ${encoding}`).toEqual(
          (await raw(`${path}?weg=kette`, { 'accept-encoding': encoding, 'if-none-match': etag })).headers,
        );
        const reload = await raw(path, {
          'accept-encoding': encoding,
          'if-none-match': etag,
          'cache-control': 'no-cache',
        });
        expect(reload.status, `${path} ${encoding}`).toBe(200);
        expect((await raw(path, { 'accept-encoding': encoding, 'if-none-match': '"x"' })).status).toBe(200);
      }
    }
    const id = `hot-read-${Date.now()}`;
    const answer = await call(app, 'GET', '/api/courses', { headers: { 'X-Request-Id': id } });
    expect(answer.headers.get('x-request-id')).toBe(id);
    // As on the chain: a NUL character in a cookie is refused, also on a hot address.
    const refused = await call(app, 'GET', '/api/courses', { cookie: 'probe=a%00b' });
    expect(refused.status).toBe(400);
  });

  it('turns off browser features the site never uses, on pages and API answers alike', async () => {
    for (const path of ['/', '/agb', '/admin', '/api/health', '/api/courses', '/admin/queues']) {
      const response = await call(app, 'GET', path, { headers: PAGE, cookie: admin, origin: null });
      const policy = response.headers.get('permissions-policy');
      expect(policy, path).toBeTruthy();
      for (const feature of [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'browsing-topics=()',
      ]) {
        expect(policy, `${path} ${feature}`).toContain(feature);
      }
    }
  });

  it('loads no font from an outside host: none on any page, and the queue dashboard none from Google', async () => {
    const dashboard = await call(app, 'GET', '/admin/queues', { headers: PAGE, cookie: admin, origin: null });
    expect(dashboard.status).toBe(200);
    const html = String(dashboard.body);
    expect(html).toContain('<div id="root">');
    const stylesheets = [
      ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="stylesheet"|<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1] ?? match[2]);
    expect(stylesheets.length).toBeGreaterThanOrEqual(1);
    for (const href of stylesheets) {
      const url = new URL(href, `${app.url}/admin/queues/`);
      expect(url.origin, href).toBe(app.url);
      const css = await call(app, 'GET', url.pathname, { cookie: admin });
      expect(css.status, href).toBe(200);
      expect(String(css.body), href).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    }
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    for (const path of ['/', '/admin/queues']) {
      const response = await call(app, 'GET', path, { headers: PAGE, cookie: admin, origin: null });
      expect(directive(response.headers.get('content-security-policy'), 'font-src'), path).toEqual(["'self'", 'data:']);
    }
  });

  it('lets no cache keep the queue dashboard API answers (job data holds names)', async () => {
    const queues = await call(app, 'GET', '/admin/queues/api/queues', { cookie: admin });
    expect(queues.status).toBe(200);
    expect(queues.headers.get('cache-control')).toBe('no-store');
    // The sign-in mails are jobs of the mail queue: their data holds the addresses.
    const jobs = await call(
      app,
      'GET',
      '/admin/queues/api/queues?activeQueue=mail&status=latest&page=1&jobsPerPage=10',
      { cookie: admin },
    );
    expect(jobs.status).toBe(200);
    expect(JSON.stringify(jobs.body)).toContain('"name":"mail"');
    expect(jobs.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the API documentation to everyone outside production', async () => {
    expect((await call(app, 'GET', '/api/docs', { headers: PAGE, origin: null })).status).toBe(200);
    expect((await call(app, 'GET', '/api/docs/openapi.json')).status).toBe(200);
  });
});

describe('the API documentation in production', () => {
  let app: TestApp;
  const cookies = { visitor: '', admin: '' };

  /** Sign-in in production: the session cookie carries the __Host- prefix. */
  async function signInProduction(email: string, redirect?: string): Promise<string> {
    await requestMagicLink(app, email, redirect);
    const opened = await openLink(await magicLinkFor(app, email));
    if (!opened.cookie?.startsWith('__Host-'))
      throw new Error(`sign-in set no __Host- cookie (status ${opened.status})`);
    return opened.cookie;
  }

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-session-secret-of-enough-length',
        ALLOW_TEST_CHECKOUT: 'true',
        ADMIN_EMAILS: ADMIN,
      },
    });
    cookies.visitor = await signInProduction(uniqueAddress('besucher'));
    cookies.admin = await signInProduction(ADMIN, '/admin');
    cookies.admin = await passSecondFactor(app, cookies.admin);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the OpenAPI UI and document only to a signed-in admin', async () => {
    const paths = [
      '/api/docs',
      '/api/docs/',
      '/API/Docs',
      '/api/docs/openapi.json',
      '/api/docs/swagger-ui-init.js',
      '/api/docs-json',
      '/api/docs-yaml',
    ];
    for (const path of paths) {
      const anonymous = await call(app, 'GET', path, { origin: null });
      expect([401, 403, 404], `${path} anonymous`).toContain(anonymous.status);
      const visitor = await call(app, 'GET', path, { cookie: cookies.visitor, origin: null });
      expect([403, 404], `${path} visitor`).toContain(visitor.status);
      expect(JSON.stringify(visitor.body), path).not.toContain('openapi');
    }
    expect(await call(app, 'GET', '/api/docs', { origin: null })).toMatchObject({
      status: 401,
      body: { error: 'Bitte melden Sie sich an.' },
    });

    const page = await call(app, 'GET', '/api/docs', { headers: PAGE, cookie: cookies.admin, origin: null });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('swagger-ui');
    const document = await call(app, 'GET', '/api/docs/openapi.json', { cookie: cookies.admin });
    expect(document.status).toBe(200);
    expect(document.body).toMatchObject({ openapi: expect.any(String) });
    expect(document.headers.get('cache-control')).toBe('no-store');
  });
});
