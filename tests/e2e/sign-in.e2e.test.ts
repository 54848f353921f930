import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'chefin@example.de';

async function latestLink(app: TestApp, email: string, count: number): Promise<string> {
  const mails = await app.smtp.waitFor(count, (mail) => mail.to.includes(email));
  return signInLinkIn(mails[mails.length - 1].text);
}

async function sessionEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const answer = await (await fetch('/api/auth/session')).json();
    return answer.user?.email ?? null;
  });
}

describe('signing in in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
  });
  afterAll(() => stopDemoSite(app, browser));

  it('an admin requests a link, signs in with it, enrols TOTP, sees the header, opens the queues and signs out', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Admin-Anmeldung' }).waitFor();
    await screenshotBothWidths(page, 'admin-sign-in');

    await page.getByRole('button', { name: 'Magic Link senden' }).click();
    await page.getByText('E-Mail erforderlich').waitFor();
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(ADMIN);
    await page.getByRole('textbox', { name: 'E-Mail' }).press('Enter');
    await page.getByRole('heading', { name: 'Magic Link gesendet' }).waitFor();
    await screenshotBothWidths(page, 'admin-link-sent');

    await page.goto(await latestLink(app, ADMIN, 1));
    await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
    await page.getByRole('img', { name: 'QR-Code für Ihre Authenticator-App' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshotBothWidths(page, 'admin-totp-enrol');

    await page.getByRole('checkbox', { name: 'Ich habe die Wiederherstellungscodes sicher gespeichert.' }).check();
    await page.getByRole('textbox', { name: '6-stelliger Code' }).fill('000000');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('alert').getByText('Der Code ist ungültig').waitFor();
    await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret }));
    await page.getByRole('textbox', { name: '6-stelliger Code' }).press('Enter');

    await page.getByText('Eingeloggt als').waitFor();
    await expect.poll(() => page.getByText(ADMIN).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
    await screenshotBothWidths(page, 'admin-signed-in-header');

    await page.goto(`${app.url}/admin/queues`);
    await page.getByText('mail', { exact: true }).first().waitFor({ timeout: 15_000 });
    await screenshotBothWidths(page, 'admin-queues');

    await page.goto(`${app.url}/admin`);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await sessionEmail(page)).toBeNull();
    await page.goto(`${app.url}/admin/queues`);
    await page.getByRole('heading', { name: 'Admin-Anmeldung' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a non-admin who asks for the admin area sees 'Zugriff verweigert' and is not signed in", async () => {
    const { context, page } = await openVisitor(browser);
    const email = uniqueEmail('neugierig');
    await page.goto(`${app.url}/admin/login`);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByRole('button', { name: 'Magic Link senden' }).click();
    await page.getByRole('heading', { name: 'Magic Link gesendet' }).waitFor();
    await page.goto(await latestLink(app, email, 1));
    await page.getByRole('heading', { name: 'Zugriff verweigert' }).waitFor();
    await page.getByText('Diese E-Mail ist nicht für den Admin-Zugang berechtigt').waitFor();
    expect(await sessionEmail(page)).toBeNull();
    await screenshotBothWidths(page, 'admin-access-denied');
    await context.close();
  });

  it('the login dialog says what signing in gives and does not claim that no sign-in is needed', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmeldung erforderlich' });
    await dialog
      .getByText('Angemeldet ist Ihre E-Mail-Adresse in den Formularen für Buchung und Warteliste schon eingetragen.', {
        exact: false,
      })
      .waitFor();
    expect(await dialog.getByText(/keine Anmeldung nötig/).count()).toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      expect(await violationsOn(page, `login dialog at ${width}px`)).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor signs in from the webinar page, sees the address, gets it prefilled in the booking form, and a visit to /admin signs them out', async () => {
    const { context, page, errors } = await openVisitor(browser);
    const email = uniqueEmail('kundin');
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmeldung erforderlich' });
    await dialog.waitFor();
    await screenshotBothWidths(page, 'visitor-login-dialog');
    await dialog.getByRole('button', { name: 'Magic Link senden' }).click();
    await dialog.getByText('E-Mail ist erforderlich').waitFor();
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByRole('button', { name: 'Magic Link senden' }).click();
    const sent = page.getByRole('dialog', { name: 'E-Mail gesendet!' });
    await sent.getByText('Magic Link gesendet').waitFor();
    await sent.getByText(email).waitFor();
    await screenshotBothWidths(page, 'visitor-link-sent');
    await sent.getByRole('button', { name: 'Verstanden' }).click();
    await expect.poll(() => sent.count()).toBe(0);

    await page.goto(await latestLink(app, email, 1));
    await page.waitForURL(`${app.url}/online-seminare`);
    await page.getByText('Angemeldet als').waitFor();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await screenshotBothWidths(page, 'visitor-signed-in');

    await page
      .getByRole('article', { name: 'Nächster verfügbarer Termin' })
      .getByRole('button', { name: 'Jetzt buchen' })
      .click();
    const booking = page.getByRole('dialog', { name: 'Kurs buchen' });
    await booking.waitFor();
    await expect.poll(() => booking.getByLabel('E-Mail').inputValue()).toBe(email);
    await screenshotBothWidths(page, 'visitor-booking-prefilled');
    await booking.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Zugriff verweigert' }).waitFor();
    await expect.poll(() => sessionEmail(page)).toBeNull();
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
