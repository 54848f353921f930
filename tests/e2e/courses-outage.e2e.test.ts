import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

const UNAVAILABLE = 'Termine konnten nicht geladen werden';

/**
 * The course list answers 503 until the returned function is called; the page's own timed retries
 * keep failing meanwhile, so only what the test does next can load the list.
 */
async function failCourseList(page: Page): Promise<() => void> {
  let failing = true;
  await page.route('**/api/courses', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Der Dienst ist vorübergehend nicht erreichbar.' }),
        })
      : route.continue(),
  );
  return () => {
    failing = false;
  };
}

describe('when the course dates cannot be loaded', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('says so on /online-seminare instead of showing every date sold out, and loads them on retry', async () => {
    const { context, page } = await openVisitor(browser, 375);
    const restore = await failCourseList(page);
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('heading', { name: UNAVAILABLE }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toContain('Alle Termine ausgebucht');
    expect(text).not.toContain('Interesse bekunden');
    await page.getByRole('button', { name: 'Termine erneut laden' }).waitFor();
    await screenshotBothWidths(page, 'courses-unavailable');

    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    await retry.waitFor();
    restore();
    await retry.click();
    await page.getByRole('button', { name: /^Nächster Termin: \d{2}\.\d{2}\.\d{4}$/ }).waitFor();
    expect(await page.getByRole('heading', { name: UNAVAILABLE }).count()).toBe(0);
    await context.close();
  });

  it('keeps trying on its own: the home page offers the next date once the list loads again', async () => {
    const { context, page } = await openVisitor(browser);
    const restore = await failCourseList(page);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Termine erneut laden' }).waitFor();
    expect(await page.getByRole('button', { name: 'Alle Termine ausgebucht' }).count()).toBe(0);

    restore();
    // No click: the page retries by itself.
    await page.getByRole('button', { name: /^Nächster Termin: \d{2}\.\d{2}\.\d{4}$/ }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
