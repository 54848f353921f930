import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { launchChromium, newGermanContext } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { screenshotBothWidths } from './support/journey';

const ANALYTICS_SCRIPT = 'https://analytics.example/js/script.js';

async function openCookieSettings(page: Page) {
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await dialog.waitFor();
  return dialog;
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
    consent: localStorage.getItem('privacy-consent'),
  }));

describe('cookie consent', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  describe('without analytics configured', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ worker: false, frontendDir: ensureFrontendBuild() });
    });
    afterAll(() => app?.close());

    it('stores the choice in both keys across a reload, revokes on opt-out and ignores a failing revoke', async () => {
      const context = await newGermanContext(browser, 375);
      const page = await context.newPage();
      const foreignRequests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(app.url)) foreignRequests.push(request.url());
      });
      await page.goto(`${app.url}/`);

      let dialog = await openCookieSettings(page);
      expect(await dialog.textContent()).toContain('Derzeit ist kein Statistikdienst eingebunden');
      expect(await dialog.getByRole('switch', { name: 'Notwendig' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('switch', { name: 'Notwendig' }).isChecked()).toBe(true);
      await dialog.getByRole('switch', { name: 'Statistik' }).check();
      await screenshotBothWidths(page, 'cookie-settings');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Einstellungen gespeichert').waitFor();
      await page.getByText('Ihre Cookie-Einstellungen wurden erfolgreich aktualisiert.').waitFor();

      await page.reload();
      expect(await stored(page)).toMatchObject({
        preferences: {
          analytics: true,
          marketing: false,
          functional: true,
          version: '1.0',
          timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        consent: 'accepted',
      });
      dialog = await openCookieSettings(page);
      expect(await dialog.getByRole('switch', { name: 'Statistik' }).isChecked()).toBe(true);

      // Cancel keeps what was stored.
      await dialog.getByRole('switch', { name: 'Marketing' }).check();
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      expect((await stored(page)).preferences.marketing).toBe(false);

      // Opting out calls the cleanup endpoint; its failure changes nothing for the visitor.
      await page.route('**/api/consent/revoke', (route) => route.fulfill({ status: 500, body: '{}' }));
      dialog = await openCookieSettings(page);
      const revoke = page.waitForRequest('**/api/consent/revoke');
      await dialog.getByRole('button', { name: 'Alle ablehnen' }).click();
      await page.getByText('Einstellungen gespeichert').waitFor();
      expect((await revoke).postDataJSON()).toEqual({ action: 'revoke_consent', email: null });
      expect(await stored(page)).toMatchObject({
        preferences: { analytics: false, marketing: false },
        consent: 'declined',
      });
      expect(foreignRequests).toEqual([]);
      await context.close();
    });
  });

  describe('with analytics configured', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({
        worker: false,
        frontendDir: ensureFrontendBuild(),
        env: { ANALYTICS_SITE_ID: 'medizinprodukteberater.example', ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT },
      });
    });
    afterAll(() => app?.close());

    it('loads nothing before consent, the analytics script once consent is given, and again on the next visit', async () => {
      const context = await newGermanContext(browser);
      const page = await context.newPage();
      const analyticsRequests: string[] = [];
      await page.route('https://analytics.example/**', (route) => {
        analyticsRequests.push(route.request().url());
        return route.fulfill({ contentType: 'application/javascript', body: 'window.analyticsLoaded = true;' });
      });
      await page.goto(`${app.url}/`);
      await page.goto(`${app.url}/online-seminare`);
      expect(analyticsRequests).toEqual([]);

      const dialog = await openCookieSettings(page);
      expect(await dialog.textContent()).toContain('Plausible Analytics');
      await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
      await page.waitForFunction(() => (window as unknown as { analyticsLoaded?: boolean }).analyticsLoaded === true);
      expect(analyticsRequests).toEqual([ANALYTICS_SCRIPT]);
      expect(await page.locator('script[data-analytics]').getAttribute('data-domain')).toBe(
        'medizinprodukteberater.example',
      );

      await page.reload();
      await page.waitForFunction(() => (window as unknown as { analyticsLoaded?: boolean }).analyticsLoaded === true);
      expect(analyticsRequests).toHaveLength(2);
      await context.close();
    });
  });
});
