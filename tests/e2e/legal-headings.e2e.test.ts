import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { openVisitor, screenshot } from './support/journey';

/** Headings of the page whose text wraps inside a word without a hyphen (at a space, '-' or soft hyphen is fine). */
function headingsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      let previousTop: number | null = null;
      let previous = ' ';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const character = text[index];
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // A character right after a break at a soft hyphen also reports the hyphen's box on the line before.
          const rects = range.getClientRects();
          const rect = rects[rects.length - 1];
          if (!rect || /\s|\u00ad/.test(character)) {
            previous = character;
            continue;
          }
          if (previousTop !== null && rect.top > previousTop + 2 && !/[\s\u00ad\-–/]/.test(previous))
            broken.add((heading.textContent ?? '').replace(/\u00ad/g, '').trim());
          previousTop = rect.top;
          previous = character;
        }
      }
    }
    return [...broken];
  });
}

describe('legal pages on a phone', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: ensureFrontendBuild(), worker: false });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it.each(['/agb', '/datenschutz', '/impressum'])('hyphenates long headings of %s at 320 and 375 px', async (path) => {
    for (const width of [320, 375]) {
      const { context, page } = await openVisitor(browser, width);
      await page.goto(`${app.url}${path}`);
      expect(await headingsBrokenMidWord(page), `${path} at ${width} px`).toEqual([]);
      if (width === 375) await screenshot(page, `legal-headings${path.replace('/', '-')}`);
      await context.close();
    }
  });
});
