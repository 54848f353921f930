// One Lighthouse run of a page in Debian's Chromium with Lighthouse's defaults: mobile emulation
// and simulated mobile throttling (slow 4G, 4x CPU slowdown), performance category only.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A fresh browser per run, so no cache or service state carries over. With `reportDirectory`
 * the HTML report is written there too (the audits say why a figure is what it is).
 */
export async function lighthouseRun(url, reportDirectory) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: reportDirectory ? 'html' : 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    if (reportDirectory) {
      mkdirSync(reportDirectory, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(join(reportDirectory, `${name}-${Date.now()}.html`), [result.report].flat().join('\n'));
    }
    const audit = (id) => lhr.audits[id].numericValue;
    const score = lhr.categories.performance?.score;
    if (score == null) throw new Error(`Lighthouse gave ${url} no performance score`);
    const requests = lhr.audits['network-requests']?.details;
    if (requests?.type !== 'table') throw new Error(`Lighthouse listed no network requests for ${url}`);
    return {
      performance: Math.round(score * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      requests: requests.items,
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
      browser: /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent,
      // Lighthouse's own measure of how fast the machine ran at that moment (higher is faster).
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
