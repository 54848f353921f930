import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { openAdminSignInLink, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshot } from './support/journey';

const ADMIN = 'sicherheit@example.de';
const SAVED = 'Ich habe die Wiederherstellungscodes sicher gespeichert.';
const RECOVERY_CODE = /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/;

/** At phone and desktop width: what `check` expects is on screen, and axe finds nothing. */
async function atBothWidths(page: Page, name: string, check: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await check();
    expect(await violationsOn(page, `${name} at ${width}px`)).toEqual([]);
    await screenshot(page, name, { fullPage: true });
  }
}

describe('admin second factor in the browser: recovery codes', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
  });
  afterAll(() => stopDemoSite(app, browser));

  it('shows ten recovery codes at enrolment to copy or download, insists they were saved, lets the admin sign in with one later and set up a new phone with another', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await openAdminSignInLink(page, app, ADMIN);
    await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
    const codeList = page.getByRole('list', { name: 'Wiederherstellungscodes' });
    await codeList.waitFor();
    const codes = (await codeList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    await atBothWidths(page, 'admin-totp-enrol-recovery-codes', async () => {
      await page.getByRole('heading', { name: 'Wiederherstellungscodes' }).waitFor();
      expect(await codeList.getByText(codes[9], { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Herunterladen' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Kopieren' }).isVisible()).toBe(true);
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('wiederherstellungscodes.txt');
    const saved = readFileSync(await download.path(), 'utf8');
    for (const code of codes) expect(saved).toContain(code);

    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page
      .getByRole('alert')
      .getByText('Bitte bestätigen Sie, dass Sie die Wiederherstellungscodes gespeichert haben.')
      .waitFor();
    await page.getByRole('checkbox', { name: SAVED }).check();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Eingeloggt als').waitFor();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${app.url}/`);
    await openAdminSignInLink(page, app, ADMIN);
    await page.getByRole('heading', { name: 'Anmeldung bestätigen' }).waitFor();
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    const field = page.getByRole('textbox', { name: 'Wiederherstellungscode' });
    await field.fill('abcd');
    await field.press('Enter');
    await page
      .getByRole('alert')
      .getByText('Bitte geben Sie einen Wiederherstellungscode im Format xxxx-xxxx-xx ein.')
      .waitFor();
    await atBothWidths(page, 'admin-sign-in-recovery-code', async () => {
      expect(await field.isVisible()).toBe(true);
    });
    await field.fill(codes[0].toUpperCase());
    await field.press('Enter');
    await page.getByText('Eingeloggt als').waitFor();
    await expect.poll(() => page.getByText(ADMIN).first().isVisible()).toBe(true);

    const [mail] = await app.smtp.waitFor(
      1,
      (caught) =>
        caught.to.includes(ADMIN) && caught.subject === 'Sicherheitshinweis: Wiederherstellungscode verwendet',
    );
    expect(mail.text).toContain('Wenn Sie das nicht waren');

    // The phone is lost for good: the next recovery code starts a new enrolment.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${app.url}/`);
    await openAdminSignInLink(page, app, ADMIN);
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    await page.getByRole('textbox', { name: 'Wiederherstellungscode' }).fill(codes[1]);
    await page.getByRole('checkbox', { name: /Gerät verloren oder ersetzt/ }).check();
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
    await codeList.waitFor();
    const newCodes = (await codeList.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(newCodes).toHaveLength(10);
    expect(newCodes.some((code) => codes.includes(code))).toBe(false);
    const newSecret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(newSecret).not.toBe(secret);
    await page.getByRole('checkbox', { name: SAVED }).check();
    await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret: newSecret }));
    await page.getByRole('textbox', { name: '6-stelliger Code' }).press('Enter');
    await page.getByText('Eingeloggt als').waitFor();
    await app.smtp.waitFor(
      1,
      (caught) =>
        caught.to.includes(ADMIN) && caught.subject === 'Sicherheitshinweis: Zwei-Faktor-Anmeldung zurückgesetzt',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
