import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { seedDemoCourses } from './demo-courses';
import { startTestApp, type TestApp } from '../../support/app';
import type { CaughtMail } from '../../support/smtp-catcher';
import { launchChromium } from './browser';
import { ensureFrontendBuild } from './frontend-build';

/** The demo site with ADMIN_EMAILS set, the second factor on as in production. */
export async function startAuthSite(
  adminEmails: string,
  env: Record<string, string> = {},
): Promise<{ app: TestApp; browser: Browser }> {
  const app = await startTestApp({ frontendDir: ensureFrontendBuild(), env: { ADMIN_EMAILS: adminEmails, ...env } });
  await seedDemoCourses(app.dataSource, 'info@example.de');
  return { app, browser: await launchChromium() };
}

const SIGN_IN_LINK = /https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/;

export function signInLinkIn(text: string): string {
  const match = text.match(SIGN_IN_LINK);
  if (!match) throw new Error(`no sign-in link in the mail:\n${text}`);
  return match[0];
}

/** The newest of `count` sign-in mails to this address (admins also get security notices). */
async function latestSignInLink(app: TestApp, email: string, count: number): Promise<string> {
  const isSignIn = (mail: CaughtMail) => mail.to.includes(email) && SIGN_IN_LINK.test(mail.text);
  const mails = await app.smtp.waitFor(count, isSignIn);
  return signInLinkIn(mails[mails.length - 1].text);
}

function signInMailCount(app: TestApp, email: string): number {
  return app.smtp.mails.filter((mail) => mail.to.includes(email) && SIGN_IN_LINK.test(mail.text)).length;
}

/** Requests a link on the admin sign-in page and opens it from the mail. */
export async function openAdminSignInLink(page: Page, app: TestApp, email: string): Promise<void> {
  const before = signInMailCount(app, email);
  await page.goto(`${app.url}/admin`);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await page.getByRole('button', { name: 'Magic Link senden' }).click();
  await page.getByRole('heading', { name: 'Magic Link gesendet' }).waitFor();
  await page.goto(await latestSignInLink(app, email, before + 1));
}

/** An admin signs in in the browser as a person does: the link from the mail, then enrolling TOTP. */
export async function signInAdminInBrowser(page: Page, app: TestApp, email: string): Promise<void> {
  await openAdminSignInLink(page, app, email);
  await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByRole('checkbox', { name: 'Ich habe die Wiederherstellungscodes sicher gespeichert.' }).check();
  await page.getByRole('textbox', { name: '6-stelliger Code' }).fill(await generate({ secret }));
  await page.getByRole('textbox', { name: '6-stelliger Code' }).press('Enter');
  await page.getByText('Eingeloggt als').waitFor();
}
