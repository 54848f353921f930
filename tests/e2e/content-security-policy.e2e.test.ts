import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugs, englishPaths, germanRoutes } from '../../frontend/src/site/lib/public-routes';
import type { TestApp } from '../support/app';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { newGermanContext } from './support/browser';

const ADMIN = 'sicherheit@example.de';

/** Every public page: each German route (every article), the English placeholders and the 404 page. */
const publicPaths = [
  ...germanRoutes.flatMap((route) =>
    route.path.includes(':slug') ? articleSlugs.map((slug) => route.path.replace(':slug', slug)) : [route.path],
  ),
  ...englishPaths,
  '/diese-seite-gibt-es-nicht',
];
const adminPaths = [
  '/admin',
  '/admin/bookings',
  '/admin/courses',
  '/admin/newsletter-subscribers',
  '/admin/waitlist-entries',
  '/admin/discount-codes',
  '/admin/email-templates',
  '/admin/gdpr-deletions',
  '/admin/audit-log',
];

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

function scriptSources(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return scriptSrc?.slice(1) ?? [];
}

describe('every page runs under a Content-Security-Policy without inline script allowance', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** What the browser refused, from the page's violation events and its console. */
  let refused: string[];

  async function open(path: string): Promise<Response | null> {
    const response = await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
    expect(scriptSources(response), path).toContain("'self'");
    expect(scriptSources(response), path).not.toContain("'unsafe-inline'");
    expect(scriptSources(response), path).not.toContain("'unsafe-eval'");
    return response;
  }

  async function violationsOn(path: string): Promise<string[]> {
    const events = await page.evaluate(() => window.cspViolations ?? []);
    const found = [...events, ...refused].map((violation) => `${path}: ${violation}`);
    refused = [];
    return found;
  }

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
    context = await newGermanContext(browser);
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations!.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
        ),
      );
    });
    page = await context.newPage();
    refused = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(`script error: ${error.message}`));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('loads and hydrates every public page with no violation', async () => {
    const violations: string[] = [];
    for (const path of publicPaths) {
      const response = await open(path);
      expect(response?.status(), path).toBe(path === '/diese-seite-gibt-es-nicht' ? 404 : 200);
      // React Router's inline bootstrap ran: the route modules it imports are there. On a busy
      // machine the network can fall idle before the loaded modules have run.
      const routeModules = () =>
        page.evaluate(
          () =>
            Object.keys((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {})
              .length,
        );
      await expect.poll(routeModules, { message: path, timeout: 30_000 }).toBeGreaterThan(0);
      violations.push(...(await violationsOn(path)));
    }
    expect(violations, violations.slice(0, 5).join('\n')).toEqual([]);
  });

  it('runs the admin area, the queue dashboard and the API documentation with no violation', async () => {
    await signInAdminInBrowser(page, app, ADMIN);
    const violations = await violationsOn('sign-in');
    for (const path of adminPaths) {
      await open(path);
      await page.getByText('Eingeloggt als').waitFor();
      violations.push(...(await violationsOn(path)));
    }

    await open('/admin/queues');
    await page.getByText('mail', { exact: true }).first().waitFor();
    const fonts = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fonts).toMatch(/system-ui|sans-serif/);
    violations.push(...(await violationsOn('/admin/queues')));

    await open('/api/docs');
    await page.locator('.swagger-ui .title').first().waitFor();
    violations.push(...(await violationsOn('/api/docs')));
    expect(violations, violations.slice(0, 5).join('\n')).toEqual([]);
  });
});
