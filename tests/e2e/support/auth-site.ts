import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { seedDemoData } from '../../../backend/src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { launchChromium } from './browser';
import { ensureFrontendBuild } from './frontend-build';

/** The demo site with ADMIN_EMAILS set, the second factor on as in production. */
export async function startAuthSite(adminEmails: string, env: Record<string, string> = {}): Promise<{ app: TestApp; browser: Browser }> {
  const app = await startTestApp({ frontendDir: ensureFrontendBuild(), env: { ADMIN_EMAILS: adminEmails, ...env } });
  await seedDemoData(app.dataSource, 'info@example.de');
  return { app, browser: await launchChromium() };
}

export function signInLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/);
  if (!match) throw new Error(`no sign-in link in the mail:\n${text}`);
  return match[0];
}

/** An admin signs in in the browser as a person does: the link from the mail, then enrolling TOTP. */
export async function signInAdminInBrowser(page: Page, app: TestApp, email: string): Promise<void> {
  const mailsBefore = app.smtp.mails.filter((mail) => mail.to.includes(email)).length;
  await page.goto(`${app.url}/admin`);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('button', { name: 'Magic Link senden' }).click();
  await page.getByRole('heading', { name: 'Magic Link gesendet' }).waitFor();
  const mails = await app.smtp.waitFor(mailsBefore + 1, (mail) => mail.to.includes(email));
  await page.goto(signInLinkIn(mails[mails.length - 1].text));
  await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret }));
  await page.getByRole('textbox', { name: '6-stelliger Code' }).press('Enter');
  await page.getByText('Eingeloggt als').waitFor();
}
