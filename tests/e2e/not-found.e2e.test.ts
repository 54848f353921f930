import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshot, waitForHydration } from './support/journey';

/** Unknown paths at every level: top, below a page, below an article, below an English page, the 404 page's own path. */
const unknownPaths = [
  '/blog/gibt-es-nicht',
  '/gibt-es-nicht',
  '/admin-nope',
  '/blog/news/weiter',
  '/online-seminare/gibt-es-nicht',
  '/rechtslage-strafen/x/y',
  '/404',
  '/home-en/gibt-es-nicht',
];

describe('unknown paths answer the 404 page', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('answers status 404 with the finished 404 page in the HTML, without JavaScript', async () => {
    for (const path of unknownPaths) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${app.url}${path}`, { method, headers: { 'accept-encoding': 'identity' } });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
        if (method === 'HEAD') continue;
        const html = await response.text();
        expect(html, path).toContain('Seite nicht gefunden');
        expect(html, path).toContain('<meta name="robots" content="noindex');
        expect(html, path).not.toContain('Etwas ist schiefgelaufen');
      }
    }
  });

  it('sends a page path in another letter case to the page, which the browser would show anyway', async () => {
    for (const [path, page] of [
      ['/BLOG/NEWS', '/blog/news'],
      ['/Online-Seminare?ref=x', '/online-seminare?ref=x'],
      ['/Impressum/', '/impressum/'],
      ['/ADMIN', '/admin'],
    ]) {
      const response = await fetch(`${app.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(page);
    }
  });

  it('keeps the 404 page after hydration at 375 and 1280 px, without an error screen or script error', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await openVisitor(browser, width);
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) errors.push(message.text());
      });
      for (const path of unknownPaths) {
        const response = await page.goto(`${app.url}${path}`);
        expect(response?.status(), path).toBe(404);
        await waitForHydration(page);
        await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
        // A link works only once React owns the page: the 404 page has been hydrated, not replaced.
        await page.getByRole('main').getByRole('link', { name: 'Termine und Buchung' }).click();
        await page.waitForURL(`${app.url}/online-seminare`);
        expect(await page.getByText('Etwas ist schiefgelaufen').count(), path).toBe(0);
        await page.goBack();
        await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
        expect(await page.getByText('Etwas ist schiefgelaufen').count(), path).toBe(0);
        // Every path shows the same page; axe checks it once per width, as it was left after going back.
        if (path === unknownPaths[0]) expect(await violationsOn(page, path)).toEqual([]);
      }
      await page.goto(`${app.url}/blog/gibt-es-nicht`);
      await waitForHydration(page);
      await screenshot(page, 'not-found-article', { fullPage: true });
      expect(errors, `width ${width}`).toEqual([]);
      await context.close();
    }
  });
});
