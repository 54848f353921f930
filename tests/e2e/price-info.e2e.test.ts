import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { newGermanContext } from './support/browser';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { screenshotBothWidths } from './support/journey';

/** The breakdown rows as a reader sees them: label and amount. */
async function breakdownOf(page: Page): Promise<string[]> {
  return page
    .getByTestId('price-breakdown')
    .locator('div')
    .evaluateAll((rows) =>
      rows.map((row) =>
        `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`.replace(/\s+/g, ' '),
      ),
    );
}

describe('price-info dialog', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('shows net, 19 % VAT and gross of the basic and the refresher course, with an explanation to show and hide', async () => {
    const context = await newGermanContext(browser, 375);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.url}/seminarinhalte`, { waitUntil: 'networkidle' });
    const card = page.getByTestId('price-card');

    const opener = card.getByRole('button', { name: 'Preisdetails' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Preisinformation: Basiszertifizierung' });
    await dialog.waitFor();
    expect(await breakdownOf(page)).toEqual(
      [`Nettopreis ${euro(39900)}`, `zzgl. 19 % MwSt. ${euro(7581)}`, `Gesamtpreis (brutto) ${euro(47481)}`].map(
        (row) => row.replace(/\s+/g, ' '),
      ),
    );

    const toggle = dialog.getByRole('button', { name: 'Preiserklärung anzeigen' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const explanation = dialog.getByText('Genau dieser Betrag wird abgebucht', { exact: false });
    expect(await explanation.isVisible()).toBe(false);
    await toggle.click();
    expect(await dialog.getByRole('button', { name: 'Preiserklärung ausblenden' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await explanation.isVisible()).toBe(true);
    await screenshotBothWidths(page, 'price-info-dialog');
    await dialog.getByRole('button', { name: 'Preiserklärung ausblenden' }).click();
    expect(await explanation.isVisible()).toBe(false);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    await card.getByRole('button', { name: 'Details zum Auffrischungskurs' }).click();
    await page.getByRole('dialog', { name: 'Preisinformation: Auffrischungskurs' }).waitFor();
    expect(await breakdownOf(page)).toEqual(
      [`Nettopreis ${euro(19900)}`, `zzgl. 19 % MwSt. ${euro(3781)}`, `Gesamtpreis (brutto) ${euro(23681)}`].map(
        (row) => row.replace(/\s+/g, ' '),
      ),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens from the price card of /online-seminare', async () => {
    const context = await newGermanContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${app.url}/online-seminare`, { waitUntil: 'networkidle' });
    await page.locator('.info-card').filter({ hasText: 'Preis' }).getByRole('button', { name: 'Preisdetails' }).click();
    await page.getByRole('dialog', { name: 'Preisinformation: Basiszertifizierung' }).waitFor();
    expect((await breakdownOf(page)).at(-1)).toBe(`Gesamtpreis (brutto) ${euro(47481)}`.replace(/\s+/g, ' '));
    await context.close();
  });
});
