import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, waitForHydration } from './support/journey';

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? null);

/** Notes which element had the focus each time a dialog left the page. */
function recordFocusWhenDialogsLeave() {
  const seen: (string | null)[] = [];
  Object.assign(window, { focusWhenDialogsLeft: seen });
  new MutationObserver((records) => {
    const removed = records.flatMap((record) => [...record.removedNodes]);
    if (removed.some((node) => node instanceof HTMLDialogElement))
      seen.push((document.activeElement as HTMLElement | null)?.innerText?.trim() ?? null);
  }).observe(document, { childList: true, subtree: true });
}

describe('closing a dialog', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('returns the focus to the control that opened it, also through a calendar-to-booking chain', async () => {
    const { context, page } = await openVisitor(browser);
    await page.addInitScript(recordFocusWhenDialogsLeave);
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
    // The focus never fell back to the page's body in between, where a keyboard user would lose their place.
    const focusWhenDialogsLeft = await page.evaluate(
      () => (window as unknown as { focusWhenDialogsLeft: string[] }).focusWhenDialogsLeft,
    );
    expect(focusWhenDialogsLeft).toEqual([
      'Alle Termine im Kalender',
      'Alle Termine im Kalender',
      'Alle Termine im Kalender',
    ]);
    await context.close();
  });
});
