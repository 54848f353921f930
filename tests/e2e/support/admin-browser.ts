import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import type { TestApp } from '../../support/app';
import { signInLinkIn } from './auth-site';

/** Signs an admin in through the real mail link and enrols the second factor, ending in the dashboard. */
export async function signInAdminInBrowser(page: Page, app: TestApp, email: string): Promise<void> {
  const before = app.smtp.mails.filter((mail) => mail.to.includes(email)).length;
  await page.goto(`${app.url}/admin`);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('button', { name: 'Magic Link senden' }).click();
  const mails = await app.smtp.waitFor(before + 1, (mail) => mail.to.includes(email));
  await page.goto(signInLinkIn(mails[mails.length - 1].text));
  await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret }));
  await page.getByRole('textbox', { name: '6-stelliger Code' }).press('Enter');
  await page.getByText('Eingeloggt als').waitFor();
}
