import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openBookingDialog, openVisitor, waitForHydration } from './support/journey';

/** Marks the loaded document: the mark survives a navigation inside the app and is gone after a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
}

const documentMarked = (page: Page) => page.evaluate(() => 'documentMark' in window);

async function addLink(page: Page, href: string, name: string) {
  await page.evaluate(
    ({ href, name }) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: name });
      document.getElementById('main')!.prepend(link);
    },
    { href, name },
  );
}

describe('the site’s own links', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(async () => {
    await stopDemoSite(app, browser);
  });

  it('open the site’s pages inside the running app, and back returns to the page before', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/`);
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Rechtslage' }).click();
    await page.getByRole('heading', { level: 1, name: /Rechtslage/ }).waitFor();
    expect(page.url()).toBe(`${app.url}/rechtslage-strafen`);

    await page.getByRole('link', { name: 'EUDAMED: Die Einführung Modul für Modul' }).click();
    await page.getByRole('heading', { level: 1, name: /EUDAMED/ }).waitFor();
    expect(page.url()).toBe(`${app.url}/blog/eudamed-module`);
    expect(await documentMarked(page), 'no page load on the way').toBe(true);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /Rechtslage/ }).waitFor();
    expect(await documentMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('close the cookie settings on the way to the privacy policy', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/blog`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await page.getByRole('heading', { level: 1, name: 'Datenschutz' }).waitFor();
    expect(page.url()).toBe(`${app.url}/datenschutz`);
    await dialog.waitFor({ state: 'detached' });
    expect(await documentMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leave a link with a modifier key or a new-tab target to the browser', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/`);
    await waitForHydration(page);

    const [blogTab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Blog' })
        .click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await blogTab.waitForURL(`${app.url}/blog`);
    expect(page.url(), 'the page clicked on stays where it is').toBe(`${app.url}/`);
    await blogTab.close();

    const dialog = await openBookingDialog(page, app);
    const [termsTab] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name: 'AGB', exact: true }).click(),
    ]);
    await termsTab.waitForURL(`${app.url}/agb`);
    expect(await dialog.isVisible(), 'the booking dialog stays open').toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('load the API and files as documents of their own', async () => {
    const { context, page } = await openVisitor(browser);
    for (const href of ['/api/courses', '/admin', '/robots.txt']) {
      await page.goto(`${app.url}/blog`);
      await waitForHydration(page);
      await markDocument(page);
      await addLink(page, href, 'Server-Adresse');
      await page.getByRole('link', { name: 'Server-Adresse' }).click();
      await page.waitForURL((url) => url.pathname === href);
      expect(await documentMarked(page), href).toBe(false);
    }
    await context.close();
  });

  it('leave the skip link to the browser, which moves the focus to the content', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/seminarinhalte`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/seminarinhalte#main`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
