import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../../frontend/src/site/lib/public-routes';
import { startTestApp, type TestApp } from '../support/app';
import { violationsOn } from './support/axe';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { openVisitor, screenshot, waitForHydration } from './support/journey';
import { servedHtml, visibleText } from './support/served-page';

/** What a template leaves behind: '[Name der Trainerin / des Trainers]', '[Jahr]'. */
const TEMPLATE_PLACEHOLDER = /\[[A-ZÄÖÜ][^\]]*\]/;
const DEFAULT_TRAINER = 'Dr. Erika Musterfrau';
const DEFAULT_SECTIONS = [
  'Biografie',
  'Medizinischer Hintergrund',
  'Aktuelle Tätigkeit',
  'Beratungserfahrung',
  'Lehrerfahrung',
];

/** Another operator's trainer, as its own profile file describes her. */
const OWN_PROFILE = `---
name: Prof. Dr. Hanna Nordlicht
role: Fachärztin für Anästhesiologie, Dozentin
photo: bilder/portrait.png
photo-alt: Hanna Nordlicht am Rednerpult
---
Hanna Nordlicht verbindet Intensivmedizin mit Medizinprodukterecht.

- Fachrichtung: Anästhesiologie
- In der Beratung seit: 2009

## Werdegang

Studium in Kiel, Facharztausbildung in Hamburg, seit 2009 in der Beratung von Herstellern.

- 2009: Gründung der Nordlicht Regulatorik

## Lehre

Sie unterrichtet Beatmungstechnik und Vigilanz an der Hafenakademie.
`;
const OWN_CLAIMS = { SITE_CLAIM_PARTICIPANTS: '2500', SITE_CLAIM_RECOMMENDATION_PERCENT: '97' };

/** Text as a person reads it: no soft hyphens, ordinary spaces. */
const readable = (text: string | null) =>
  (text ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Script errors and React's hydration complaints. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

describe("the operator's trainer and claims, read when the server starts (DECISIONS 29)", () => {
  let folder: string;
  let photo: string;
  let standard: TestApp;
  let own: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    const frontendDir = ensureFrontendBuild();
    folder = mkdtempSync(join(tmpdir(), 'mpb-operator-content-'));
    const profile = join(folder, 'trainer.md');
    writeFileSync(profile, OWN_PROFILE);
    mkdirSync(join(folder, 'bilder'));
    photo = join(folder, 'bilder/portrait.png');
    copyFileSync(join(frontendDir, 'apple-touch-icon.png'), photo);
    standard = await startTestApp({ frontendDir, worker: false });
    own = await startTestApp({
      frontendDir,
      worker: false,
      env: { SITE_TRAINER_PROFILE: profile, ...OWN_CLAIMS },
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await standard?.close();
    await own?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves no template placeholder in the text of any prerendered page', async () => {
    for (const app of [standard, own]) {
      for (const path of prerenderedPaths) {
        const html = await servedHtml(app, path === '/404' ? '/gibt-es-nicht' : path, path === '/404' ? 404 : 200);
        expect(visibleText(html).match(TEMPLATE_PLACEHOLDER)?.[0], path).toBeUndefined();
        expect(html, path).not.toContain('__SITE_SETTING_');
      }
    }
  });

  it('serves the default profile of the fictitious trainer, her initials for a portrait', async () => {
    const html = await servedHtml(standard, '/ueber-uns');
    expect(html).toContain(`<h2 id="trainer-name" class="trainer-card__name">${DEFAULT_TRAINER}</h2>`);
    expect(html).toContain('trainer-card__portrait--initials" aria-hidden="true">EM</div>');
    const headings = [...html.matchAll(/<h2 id="[\w-]+-heading">([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(expect.arrayContaining(DEFAULT_SECTIONS));
    expect(html).toContain(`<meta name="description" content="${DEFAULT_TRAINER} leitet das Seminar`);
  });

  it("serves the configured trainer's name, biography and photo, and nothing of the default", async () => {
    const html = await servedHtml(own, '/ueber-uns');
    const text = visibleText(html);
    for (const expected of [
      'Prof. Dr. Hanna Nordlicht',
      'Fachärztin für Anästhesiologie, Dozentin',
      'Hanna Nordlicht verbindet Intensivmedizin mit Medizinprodukterecht.',
      'Fachrichtung Anästhesiologie',
      'Werdegang Studium in Kiel, Facharztausbildung in Hamburg',
      '2009: Gründung der Nordlicht Regulatorik',
      'Lehre Sie unterrichtet Beatmungstechnik',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Musterfrau');
    expect(html).toContain(
      '<img class="trainer-card__portrait" src="/ueber-uns/portrait" alt="Hanna Nordlicht am Rednerpult"',
    );
    const portrait = await fetch(`${own.url}/ueber-uns/portrait`);
    expect(portrait.status).toBe(200);
    expect(portrait.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await portrait.arrayBuffer()).equals(readFileSync(photo))).toBe(true);
    expect((await fetch(`${standard.url}/ueber-uns/portrait`)).status).toBe(404);
  });

  it.each([375, 1280])(
    'shows the configured trainer in Chromium at %i px, hydrated without complaint and without axe findings',
    async (width) => {
      const { context, page } = await openVisitor(browser, width);
      const problems = problemsOf(page);
      await page.goto(`${own.url}/ueber-uns`);
      await waitForHydration(page);
      const card = page.getByRole('complementary', { name: 'Prof. Dr. Hanna Nordlicht' });
      expect(readable(await card.textContent())).toContain('Fachärztin für Anästhesiologie, Dozentin');
      const portrait = card.getByRole('img', { name: 'Hanna Nordlicht am Rednerpult' });
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect((await page.locator('.trainer-section h2').allTextContents()).map(readable)).toEqual([
        'Werdegang',
        'Lehre',
      ]);
      expect(readable(await page.getByRole('region', { name: 'Lehre' }).textContent())).toContain('Hafenakademie');
      expect(readable(await page.locator('main').innerText())).not.toMatch(TEMPLATE_PLACEHOLDER);
      expect(await violationsOn(page, `/ueber-uns at ${width}`)).toEqual([]);
      await screenshot(page, 'ueber-uns-own-trainer', { fullPage: true });

      // The site's own navigation renders the same profile from the server's settings.
      await page.goto(`${own.url}/warteliste`);
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Über uns' }).click();
      await page.waitForURL(/\/ueber-uns$/);
      await page.getByRole('heading', { name: 'Prof. Dr. Hanna Nordlicht' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('makes no claim on /warteliste unless configured, neither in the served HTML nor after hydration', async () => {
    const html = await servedHtml(standard, '/warteliste');
    expect(html).not.toContain('hero-stats');
    expect(visibleText(html)).not.toMatch(/Teilnehmende|Weiterempfehlung/);
    for (const width of [375, 1280]) {
      const { context, page } = await openVisitor(browser, width);
      const problems = problemsOf(page);
      await page.goto(`${standard.url}/warteliste`);
      await waitForHydration(page);
      expect(await page.locator('.hero-stats').count()).toBe(0);
      expect(readable(await page.locator('main').innerText())).not.toMatch(/Teilnehmende|Weiterempfehlung/);
      expect(await violationsOn(page, `/warteliste without claims at ${width}`)).toEqual([]);
      await screenshot(page, 'warteliste-without-claims');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows the configured claims with their numbers, served and after hydration', async () => {
    const served = visibleText(await servedHtml(own, '/warteliste'));
    expect(served).toContain('2.500+ Teilnehmende');
    expect(served).toContain('97 % Weiterempfehlung');
    for (const width of [375, 1280]) {
      const { context, page } = await openVisitor(browser, width);
      const problems = problemsOf(page);
      await page.goto(`${own.url}/warteliste`);
      await waitForHydration(page);
      const claims = (await page.locator('.hero-stats li').allInnerTexts()).map(readable);
      expect(claims).toEqual(['2.500+ Teilnehmende', '97 % Weiterempfehlung']);
      expect(await violationsOn(page, `/warteliste with claims at ${width}`)).toEqual([]);
      await screenshot(page, 'warteliste-with-claims');
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
