import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, waitForHydration } from './support/journey';

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? null);

describe('closing a dialog', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('returns the focus to the control that opened it, also through a calendar-to-booking chain', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/online-seminare`);
    // The hero's buttons settle once the course list has loaded; a control re-rendered while a
    // dialog opens would lose the focus the test is about.
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Nächster Termin: / })
      .and(page.locator(':enabled'))
      .waitFor();
    const calendarButton = page.getByRole('button', { name: 'Alle Termine im Kalender' });

    await calendarButton.click();
    await page.getByRole('dialog', { name: 'Kurstermin wählen' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Alle Termine im Kalender');

    await calendarButton.click();
    await page.getByRole('dialog', { name: 'Kurstermin wählen' }).getByRole('button', { name: 'Jetzt buchen' }).click();
    const booking = page.getByRole('dialog', { name: 'Kurs buchen' });
    await booking.waitFor();
    await booking.getByRole('button', { name: 'Dialog schließen' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Alle Termine im Kalender');
    await context.close();
  });
});
