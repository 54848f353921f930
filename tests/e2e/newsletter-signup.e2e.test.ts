import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { linkIn, openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

describe('newsletter sign-up, confirmation and unsubscribe in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  const toast = (page: Page) => page.getByTestId('toast');

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it('subscribes to the newsletter from the calendar, confirms by link and unsubscribes', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Alle Termine im Kalender' }).click();
    await page
      .getByRole('dialog', { name: 'Kurstermin wählen' })
      .getByRole('button', { name: 'Newsletter abonnieren' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Neue Termine per E-Mail' });
    const email = uniqueEmail('jonas');
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByRole('button', { name: 'Newsletter abonnieren' }).click();
    await page.getByRole('dialog', { name: 'Anmeldung erfolgreich!' }).waitFor();
    await toast(page).getByText('Newsletter-Anmeldung erfolgreich').waitFor();

    const [confirmation] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email));
    await page.goto(linkIn(confirmation.text, '/newsletter-bestaetigung'));
    await page.getByRole('heading', { name: 'Anmeldung bestätigt' }).waitFor();

    const welcome = (await app.smtp.waitFor(2, (caught) => caught.to.includes(email))).find(
      (mail) => mail !== confirmation,
    )!;
    await page.goto(linkIn(welcome.text, '/newsletter-unsubscribe'));
    await page.getByRole('heading', { name: 'Abmeldung erfolgreich' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Sie wurden erfolgreich vom Newsletter abgemeldet.');
    await screenshotBothWidths(page, 'newsletter-unsubscribed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up on /warteliste with the real call and names the address', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/warteliste`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Jetzt vormerken lassen' }) });
    await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await form.getByText('Name ist erforderlich').waitFor();
    await form.getByText('E-Mail ist erforderlich').waitFor();

    const email = uniqueEmail('sophie');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sophie Weber');
    await form.getByLabel('E-Mail').fill(email);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await page.getByRole('button', { name: 'Wird gesendet...' }).waitFor();
    release();
    await page.getByRole('heading', { name: 'Vielen Dank!' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(email);
    await screenshotBothWidths(page, 'warteliste-success');
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email));
    expect(mail.text).toContain('/newsletter-bestaetigung?token=');
    expect(errors).toEqual([]);
    await context.close();
  });
});
