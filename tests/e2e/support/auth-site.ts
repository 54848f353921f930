import type { Browser } from 'playwright-core';
import { seedDemoData } from '../../../backend/src/seed/demo-data';
import { startTestApp, type TestApp } from '../../support/app';
import { launchChromium } from './browser';
import { ensureFrontendBuild } from './frontend-build';

/** The demo site with ADMIN_EMAILS set, the second factor on as in production. */
export async function startAuthSite(adminEmails: string): Promise<{ app: TestApp; browser: Browser }> {
  const app = await startTestApp({ frontendDir: ensureFrontendBuild(), env: { ADMIN_EMAILS: adminEmails } });
  await seedDemoData(app.dataSource, 'info@example.de');
  return { app, browser: await launchChromium() };
}

export function signInLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/);
  if (!match) throw new Error(`no sign-in link in the mail:\n${text}`);
  return match[0];
}
