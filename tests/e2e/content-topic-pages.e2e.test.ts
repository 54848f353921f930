import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from './support/demo-courses';
import { startTestApp, type TestApp } from '../support/app';
import { launchChromium } from './support/browser';
import { stopDemoSite } from './support/demo-site';
import { ensureFrontendBuild } from './support/frontend-build';
import { listedCourses, openVisitor, screenshotBothWidths, waitForHydration } from './support/journey';

const PRODUCT = 'Medizinprodukteberater Zertifizierung';
const LAW_TEXT_83 = 'https://www.gesetze-im-internet.de/mpdg/__83.html';

/** The routes of this suite with their page titles and the word range a reader should find. */
const topicPages = {
  '/seminarinhalte': { title: 'Seminarinhalte', words: [1000, 2500] },
  '/warum-wichtig': { title: 'Warum die Qualifizierung wichtig ist', words: [700, 2500] },
  '/ueber-uns': { title: 'Über uns', words: [350, 2000] },
} as const;
type TopicPath = keyof typeof topicPages;
const topicPaths = Object.keys(topicPages) as TopicPath[];

const trainerSections = [
  'Biografie',
  'Medizinischer Hintergrund',
  'Aktuelle Tätigkeit',
  'Beratungserfahrung',
  'Lehrerfahrung',
];

/** Words as a reader counts them: whitespace-separated runs with a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Text as a person reads it: no soft hyphens, ordinary spaces. */
const readable = (text: string | null) =>
  (text ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Booking, consultation and law-text links every page of this suite offers. */
async function expectContactLinks(page: Page, path: string) {
  const main = page.locator('main');
  const mailLinks = await main
    .locator('a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(
    mailLinks.some((href) => /subject=[^&]*Beratung/.test(decodeURIComponent(href))),
    `${path} asks for a consultation by e-mail with a subject`,
  ).toBe(true);
  expect(await main.locator('a[href^="tel:+49"]').count(), `${path} has a phone link`).toBeGreaterThan(0);
  const lawLink = main.locator(`a[href="${LAW_TEXT_83}"]`).first();
  expect(await lawLink.getAttribute('rel'), path).toContain('noopener');
  expect(readable(await lawLink.textContent()), path).toContain('§ 83 MPDG');
}

describe('content pages /seminarinhalte, /warum-wichtig and /ueber-uns', () => {
  let app: TestApp;
  let browser: Browser;
  let siteCopy: string;

  beforeAll(async () => {
    // A private copy of the built site: a rebuild started by another test run must not empty it mid-test.
    siteCopy = mkdtempSync(join(tmpdir(), 'mpb-topic-pages-'));
    cpSync(ensureFrontendBuild(), siteCopy, { recursive: true });
    app = await startTestApp({ frontendDir: siteCopy });
    await seedDemoCourses(app.dataSource, 'info@example.de');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await stopDemoSite(app, browser);
    rmSync(siteCopy, { recursive: true, force: true });
  });

  it('renders each page with its title, description and canonical URL, without console errors or sideways scrolling on a phone', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of topicPaths) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      expect(readable(await page.locator('h1').textContent()), path).not.toBe('');
      expect(await page.title(), path).toBe(`${topicPages[path].title} | ${PRODUCT}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`${path}$`));
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(80);
      expect(description.length, `${path} description`).toBeLessThanOrEqual(170);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} does not scroll sideways at 375 px`).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the full text prerendered, in a length a reader can take in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of topicPaths) {
      await page.goto(`${app.url}${path}`);
      expect(await page.title(), path).toBe(`${topicPages[path].title} | ${PRODUCT}`);
      const words = countWords((await page.locator('main').textContent()) ?? '');
      const [minimum, maximum] = topicPages[path].words;
      expect(words, `${path} words`).toBeGreaterThanOrEqual(minimum);
      expect(words, `${path} words`).toBeLessThanOrEqual(maximum);
    }
    // Without script the topics still open: the accordion is native HTML.
    await page.goto(`${app.url}/seminarinhalte`);
    await page.locator('.accordion__item').nth(2).locator('summary').click();
    expect(await page.locator('.accordion__item[open]').count()).toBe(1);
    await context.close();
  });

  it('opens one seminar topic at a time, by mouse and keyboard, and closes it again', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${app.url}/seminarinhalte`);
    await waitForHydration(page);
    const topics = page.locator('.accordion__item');
    const openTitles = async () =>
      (await page.locator('.accordion__item[open] .accordion__summary').allTextContents()).map((title) =>
        readable(title).replace(/^\d/, ''),
      );
    expect(await topics.count()).toBe(4);
    expect(await openTitles()).toEqual(['Rechtliche Grundlagen']);

    await topics.nth(1).locator('summary').click();
    expect(await openTitles()).toEqual(['Produktklassifizierung und Risikoklassen I, IIa, IIb, III']);
    const classes = (await topics.nth(1).locator('.topic__overview dt').allTextContents()).map(readable);
    expect(classes).toEqual(['Klasse I', 'Klasse IIa', 'Klasse IIb', 'Klasse III']);
    expect(readable(await topics.nth(1).textContent())).toContain('Anhang VIII');
    await screenshotBothWidths(page, 'seminarinhalte-accordion-open', { fullPage: true });

    await topics.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await openTitles()).toEqual(['Praktische Beratungskompetenz']);
    await topics.nth(3).locator('summary').focus();
    await page.keyboard.press('Space');
    expect(await openTitles()).toEqual(['Qualitätsmanagement und Vigilanz']);
    expect(readable(await topics.nth(3).textContent())).toMatch(/Artikel 87 bis 89 MDR.*MPAMIV/);
    await page.keyboard.press('Enter');
    expect(await openTitles()).toEqual([]);

    for (let index = 0; index < 4; index++) {
      expect(
        await topics.nth(index).locator('.topic__references li').count(),
        `topic ${index + 1} names its legal basis`,
      ).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the net price with VAT and the gross amount charged, and books on /online-seminare', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/seminarinhalte`);
    const priceCard = page.getByTestId('price-card');
    const priceText = readable(await priceCard.locator('.price-card__price').textContent());
    expect(priceText).toBe('399 € zzgl. 19 % MwSt. (474,81 € brutto)');
    const facts = readable(await priceCard.textContent());
    expect(facts).toContain('7,5 Stunden');
    expect(facts).toContain('Live-Online-Webinar');

    // The gross amount on this page is what the booking of the basic course charges (DECISIONS.md 2).
    const basisCourse = (await listedCourses(app)).find(
      (course) => course.title === 'Medizinprodukteberater Basiszertifizierung',
    );
    expect(basisCourse?.gross_price).toBe(47481);

    const bookingLinks = page.getByRole('main').getByRole('link', { name: 'Jetzt buchen' });
    expect(await bookingLinks.count()).toBeGreaterThanOrEqual(3);
    for (const href of await bookingLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/online-seminare');
    }
    expect(await page.getByRole('heading', { level: 2, name: 'Ihre Vorteile' }).isVisible()).toBe(true);
    await expectContactLinks(page, '/seminarinhalte');

    await priceCard.getByRole('link', { name: 'Jetzt buchen' }).click();
    await page.waitForURL(`${app.url}/online-seminare`);
    await context.close();
  });

  it('lists the seminar’s benefits on the home page as on /seminarinhalte', async () => {
    const { context, page } = await openVisitor(browser);
    const benefitTitles = async (path: string, heading: string) => {
      await page.goto(`${app.url}${path}`);
      const section = page.locator('section', { has: page.getByRole('heading', { name: heading, level: 2 }) });
      return section.getByRole('heading', { level: 3 }).allTextContents();
    };
    const home = await benefitTitles('/', 'Ihre Vorteile');
    expect(home).toHaveLength(6);
    expect(home).toContain('Zertifikat als Nachweis');
    expect(await benefitTitles('/seminarinhalte', 'Ihre Vorteile')).toEqual(home);
    await context.close();
  });

  it('explains benefits, risks and success factors on /warum-wichtig and links to booking and contents', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/warum-wichtig`);
    const headings = (await page.locator('main h2').allTextContents()).map(readable);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Vorteile einer professionellen Qualifizierung',
        'Risiken unzureichender Qualifizierung',
        'Erfolgsfaktoren für sichere Beratung',
      ]),
    );
    expect(await page.locator('.feature-grid--risk .feature').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('.success-step').count()).toBeGreaterThanOrEqual(4);
    const text = readable(await page.locator('main').textContent());
    expect(text).toContain('bis zu 30.000 Euro');
    expect(text).toContain('Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor');
    expect(text).toMatch(/keinen festen Turnus\. Wir empfehlen eine Auffrischung mindestens alle zwei Jahre/);
    expect(await page.locator('main a[href="/online-seminare"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/seminarinhalte"]').count()).toBeGreaterThan(0);
    await expectContactLinks(page, '/warum-wichtig');
    await screenshotBothWidths(page, 'warum-wichtig', { fullPage: true });
    await context.close();
  });

  it('introduces the trainer on /ueber-uns in the five sections, with consultation button and contact details', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/ueber-uns`);
    const sectionHeadings = (await page.locator('.trainer-section h2').allTextContents()).map(readable);
    expect(sectionHeadings).toEqual(trainerSections);
    for (const title of trainerSections) {
      const section = page.getByRole('region', { name: title, exact: true });
      expect(readable(await section.textContent()).length, title).toBeGreaterThan(title.length + 40);
    }
    const card = page.getByRole('complementary', { name: 'Dr. Erika Musterfrau' });
    const consultation = card.getByRole('link', { name: 'Beratungsgespräch anfragen' });
    const mail = new URL((await consultation.getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Beratungsgespräch: Medizinprodukteberater Zertifizierung');
    expect(mail.searchParams.get('body')).toContain('Guten Tag');
    expect(await card.getByRole('link', { name: /^Anrufen/ }).getAttribute('href')).toMatch(/^tel:\+49\d+$/);

    const contact = page.getByRole('region', { name: 'Lernen Sie uns kennen' });
    expect(readable(await contact.textContent())).toContain('info@example.de');
    await expectContactLinks(page, '/ueber-uns');
    await screenshotBothWidths(page, 'ueber-uns', { fullPage: true });
    await context.close();
  });
});
