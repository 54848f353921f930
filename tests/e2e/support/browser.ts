import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium, headless and quiet (no updates, sync or background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A German visitor in Berlin on a phone-sized or desktop screen. */
export function newGermanContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
}
