import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

export const AUTH_SHOTS_DIR = process.env.AUTH_SCREENSHOT_DIR ?? '/tmp/auth-shots';

/** Phone and desktop screenshots of what the page shows now. */
export async function shootBothWidths(page: Page, name: string) {
  mkdirSync(AUTH_SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(AUTH_SHOTS_DIR, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

export function signInLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/);
  if (!match) throw new Error(`no sign-in link in the mail:\n${text}`);
  return match[0];
}
