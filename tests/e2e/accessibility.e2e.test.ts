import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugs, englishPaths, germanRoutes } from '../../frontend/src/site/lib/public-routes';
import type { TestApp } from '../support/app';
import { newGermanContext } from './support/browser';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openBookingDialog } from './support/journey';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The German routes, one article standing for /blog/:slug. */
const germanPaths = germanRoutes.map((route) => route.path.replace(':slug', articleSlugs[0]));
/** Every public page: also the English placeholders and the 404 page, which share one layout. */
const allPaths = [...germanPaths, ...englishPaths, '/diese-seite-gibt-es-nicht'];

interface Violation {
  where: string;
  rule: string;
  impact: string | null;
  targets: string[];
}

/** axe-core's WCAG 2.1 A and AA rules on what the page shows now (an open dialog included). */
async function violationsOn(page: Page, where: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it.each([
    ['every public page', 375, allPaths],
    ['every German page', 1280, germanPaths],
  ])('finds no violation on %s at %i px', async (_pages, width, routes) => {
    const context = await newGermanContext(browser, width);
    const page = await context.newPage();
    const violations: Violation[] = [];
    for (const route of routes) {
      await page.goto(`${app.url}${route}`, { waitUntil: 'networkidle' });
      violations.push(...(await violationsOn(page, route)));
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('finds no violation in any dialog', async () => {
    const context = await newGermanContext(browser, 1280);
    const page = await context.newPage();
    const violations: Violation[] = [];
    const check = async (dialogName: string | RegExp, where: string) => {
      await page.getByRole('dialog', { name: dialogName }).waitFor();
      violations.push(...(await violationsOn(page, where)));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };

    const booking = await openBookingDialog(page, app);
    await booking.getByRole('button', { name: 'Jetzt buchen' }).click();
    violations.push(...(await violationsOn(page, 'booking dialog with field errors')));
    await page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await check(/Cookie/, 'cookie dialog');

    await page.locator('.info-card').getByRole('button', { name: 'Preisdetails' }).click();
    await check(/Preisinformation/, 'price-info dialog');

    await page.getByRole('link', { name: 'Beratung per E-Mail anfragen' }).first().click();
    await check('Beratung anfragen', 'consultation dialog');

    await page.getByRole('button', { name: 'Alle Termine im Kalender' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kurstermin wählen' });
    await calendar.waitFor();
    violations.push(...(await violationsOn(page, 'calendar dialog')));
    await calendar.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    const newsletter = page.getByRole('dialog', { name: 'Neue Termine per E-Mail' });
    await newsletter.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    violations.push(...(await violationsOn(page, 'newsletter dialog with field errors')));

    expect(violations).toEqual([]);
    await context.close();
  });
});
