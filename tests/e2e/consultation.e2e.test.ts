import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { newGermanContext } from './support/browser';
import { screenshotBothWidths } from './support/journey';

describe('asking for a consultation', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('links the prefilled mail, then opens the fallback dialog whose copy actions report success or failure', async () => {
    const context = await newGermanContext(browser, 375);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.url}/online-seminare`);
    const main = page.locator('main');
    expect(await main.locator('a[href="https://www.gesetze-im-internet.de/mpdg/__83.html"]').count()).toBeGreaterThan(
      0,
    );
    await main.getByRole('link', { name: 'Beratung per E-Mail anfragen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beratung anfragen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Betreff: Beratungsanfrage: Medizinprodukteberater Zertifizierung');
    expect(await dialog.locator('a[href^="mailto:info@example.de?subject="]').count()).toBe(1);
    expect(await dialog.locator('a[href^="tel:+49"]').count()).toBe(1);

    await dialog.getByRole('button', { name: 'E-Mail-Adresse kopieren' }).click();
    await dialog.getByText('E-Mail-Adresse kopiert').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('info@example.de');
    await dialog.getByRole('button', { name: 'E-Mail-Inhalt kopieren' }).click();
    await dialog.getByText('E-Mail-Inhalt in Zwischenablage kopiert').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Betreff: Beratungsanfrage');
    await screenshotBothWidths(page, 'consultation-dialog');

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('verweigert'));
    });
    await dialog.getByRole('button', { name: 'E-Mail-Adresse kopieren' }).click();
    await dialog.getByText('Kopieren fehlgeschlagen').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
