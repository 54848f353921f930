import type { Browser } from 'playwright-core';
import { seedDemoCourses } from './demo-courses';
import { startTestApp, type TestApp } from '../../support/app';
import { launchChromium } from './browser';
import { ensureFrontendBuild } from './frontend-build';

/** The built site served by a real API and worker over the seeded demo data, plus a Chromium. */
export async function startDemoSite(): Promise<{ app: TestApp; browser: Browser }> {
  const app = await startTestApp({ frontendDir: ensureFrontendBuild() });
  await seedDemoCourses(app.dataSource, 'info@example.de');
  return { app, browser: await launchChromium() };
}

export async function stopDemoSite(app: TestApp | undefined, browser: Browser | undefined) {
  await browser?.close();
  await app?.close();
}
