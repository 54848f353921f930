import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

/** Pages whose headline holds a compound the site may break with a soft hyphen. */
const headlinePaths = [
  '/',
  '/online-seminare',
  '/seminarinhalte',
  '/warum-wichtig',
  '/rechtslage-strafen',
  '/ueber-uns',
  '/gibt-es-nicht',
];

/** Words of the page's h1 that the browser has broken across lines at a soft hyphen. */
function brokenHeadlineWords(page: Page): Promise<string[]> {
  return page.locator('h1').evaluate((headline) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(headline, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S*\u00ad\S*/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0].replace(/\u00ad/g, ''));
      }
    }
    return broken;
  });
}

describe('headlines and the EUDAMED table at phone and desktop width', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('breaks no headline word at 1280 px, and none sticks out of the screen at 375 px', async () => {
    for (const width of [1280, 375]) {
      const { context, page, errors } = await openVisitor(browser, width);
      for (const path of headlinePaths) {
        await page.goto(`${app.url}${path}`);
        if (width === 1280) expect(await brokenHeadlineWords(page), path).toEqual([]);
        const overflow = await page.locator('h1').evaluate((headline) => headline.scrollWidth - headline.clientWidth);
        expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0);
      }
      await page.goto(`${app.url}/online-seminare`);
      await page.getByTestId('next-course').waitFor();
      if (width === 375) await screenshotBothWidths(page, 'headline-online-seminare');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('stacks the EUDAMED table on a phone so every cell is readable, and its legend names only statuses it has', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await openVisitor(browser, width);
      await page.goto(`${app.url}/blog/eudamed-module`);
      const table = page.getByRole('table').first();
      await table.waitFor();
      const bounds = await table.evaluate((element) => {
        const region = element.parentElement!;
        const cells = [...element.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect());
        return {
          sideways: region.scrollWidth - region.clientWidth,
          cellsBeyondScreen: cells.filter((cell) => cell.left < 0 || cell.right > window.innerWidth).length,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
      expect(bounds, `width ${width}`).toEqual({ sideways: 0, cellsBeyondScreen: 0, page: 0 });
      // Stacked on a phone, each value is shown under its column's name.
      const labels = await table.evaluate((element) => {
        const headers = [...element.querySelectorAll('th')].map((header) => header.textContent);
        return [...element.querySelectorAll('tbody td')].map((cell, index) => ({
          label: (cell as HTMLElement).dataset.label === headers[index % headers.length],
          shown: getComputedStyle(cell, '::before').content !== 'none',
        }));
      });
      expect(labels.length).toBeGreaterThan(0);
      expect(new Set(labels.map((cell) => `${cell.label} ${cell.shown}`)), `width ${width}`).toEqual(
        new Set([`true ${width === 375}`]),
      );

      const statuses = new Set(
        (await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts()).map((status) => status.trim()),
      );
      const legend = await page.getByText(/^Die folgende Tabelle zeigt den Stand/).textContent();
      const explained = [...(legend ?? '').matchAll(/„([^“]+)“/g)].map((match) => match[1]);
      expect(new Set(explained)).toEqual(statuses);

      expect(await violationsOn(page, `/blog/eudamed-module at ${width}`)).toEqual([]);
      await table.scrollIntoViewIfNeeded();
      if (width === 1280) await screenshotBothWidths(page, 'eudamed-table');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
