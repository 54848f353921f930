import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSlugs, englishPaths, germanRoutes } from '../../frontend/src/site/lib/public-routes';
import type { TestApp } from '../support/app';
import { type Violation, violationsOn } from './support/axe';
import { newGermanContext } from './support/browser';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openBookingDialog } from './support/journey';

/** The German routes, one article standing for all. */
const germanPaths = [...germanRoutes.map((route) => route.path), `/blog/${articleSlugs[0]}`];
/** Every public page: also the English placeholders and the 404 page, which share one layout. */
const allPaths = [...germanPaths, ...englishPaths, '/diese-seite-gibt-es-nicht'];

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  // A test per page: a failure names it, and the walk fits the test timeout however busy the machine is.
  describe.each([
    [375, allPaths],
    [1280, germanPaths],
  ])('at %i px', (width, routes) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newGermanContext(browser, width);
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each(routes)('finds no violation on %s', async (route) => {
      await page.goto(`${app.url}${route}`, { waitUntil: 'networkidle' });
      expect(await violationsOn(page, route)).toEqual([]);
    });
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
