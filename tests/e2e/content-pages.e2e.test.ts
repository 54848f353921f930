import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, waitForHydration } from './support/journey';

const PRODUCT = 'Medizinprodukteberater Zertifizierung';
const articlePaths = [
  '/blog/news',
  '/blog/internationale-expansion-compliance',
  '/blog/qualitaetsmanagement-mdr',
  '/blog/eudamed-module',
  '/blog/internationale-zertifizierung-marktzugang',
];
const pageTitles: Record<string, string> = {
  '/blog': 'Blog',
  '/seminarinhalte': 'Seminarinhalte',
  '/rechtslage-strafen': 'Rechtslage und Strafen',
  '/warum-wichtig': 'Warum die Qualifizierung wichtig ist',
  '/ueber-uns': 'Über uns',
  '/agb': 'AGB',
  '/datenschutz': 'Datenschutz',
  '/impressum': 'Impressum',
};

/** Words as a reader counts them: whitespace-separated runs with a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const withoutSoftHyphens = (text: string | null) => (text ?? '').replace(/\u00ad/g, '').trim();

describe('content pages, blog and articles', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it('renders every content page and article with its title, canonical URL and no console error', async () => {
    const { context, page, errors } = await openVisitor(browser);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of [...Object.keys(pageTitles), ...articlePaths]) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const heading = withoutSoftHyphens(await page.locator('h1').textContent());
      expect(heading, path).not.toBe('');
      const expectedTitle = path.startsWith('/blog/') ? heading : pageTitles[path];
      expect(await page.title(), path).toBe(`${expectedTitle} | ${PRODUCT}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toMatch(new RegExp(`${path}$`));
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves each article as prerendered HTML of at least 1,500 words with a matching reading time', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/blog`);
    const cards = page.locator('.article-card');
    expect(await cards.count()).toBe(articlePaths.length);

    for (const path of articlePaths) {
      await page.goto(`${app.url}${path}`);
      const words = countWords((await page.getByTestId('article-body').textContent()) ?? '');
      expect(words, path).toBeGreaterThanOrEqual(1500);
      const minutes = Math.max(1, Math.round(words / 200));
      expect(await page.getByTestId('reading-time').textContent(), path).toBe(`${minutes} Min. Lesezeit`);
      expect(await page.locator('.article-toc li').count(), `${path} has a table of contents`).toBeGreaterThan(3);
      expect(await page.locator('.breadcrumb a').allTextContents()).toEqual(['Startseite', 'Blog']);

      const title = withoutSoftHyphens(await page.locator('h1').textContent());
      const schemas = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as Record<string, unknown>,
      );
      const article = schemas.find((schema) => schema['@type'] === 'Article');
      expect(article?.headline, path).toBe(title);
      expect(article?.wordCount, path).toBe(words);
      const breadcrumb = schemas.find((schema) => schema['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(
        breadcrumb?.itemListElement.map((item) => item.name),
        path,
      ).toEqual(['Startseite', 'Blog', title]);
      expect(breadcrumb?.itemListElement[2]?.item, path).toMatch(new RegExp(`${path}$`));

      await page.goto(`${app.url}/blog`);
      const card = page.locator('.article-card', { has: page.locator(`a[href="${path}"]`) });
      expect(await card.getByTestId('reading-time').textContent(), `${path} card`).toBe(`${minutes} Min. Lesezeit`);
    }

    await page.goto(`${app.url}/blog/eudamed-module`);
    const moduleTable = page.locator('.article-body table');
    expect(await moduleTable.locator('th').allTextContents()).toEqual([
      'Modul',
      'Status',
      'Bekanntmachung im Amtsblatt',
      'Verbindlich ab',
    ]);
    expect(await moduleTable.locator('tbody tr').count()).toBe(6);
    await context.close();
  });

  it('opens an article from the blog overview and stacks its tables inside the page on a phone', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/blog`);
    await waitForHydration(page);
    await screenshotBothWidths(page, 'blog', { fullPage: true });
    await page.getByRole('link', { name: 'EUDAMED: Die Einführung Modul für Modul' }).click();
    await page.getByRole('heading', { level: 1, name: /EUDAMED/ }).waitFor();
    expect(page.url()).toBe(`${app.url}/blog/eudamed-module`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
    const table = page.locator('.table-scroll').first();
    expect(
      await table.evaluate((element) => element.scrollWidth - element.clientWidth),
      'the table does not scroll sideways either',
    ).toBeLessThanOrEqual(0);
    await screenshotBothWidths(page, 'article-eudamed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies the blog discount code, hints at it on the booking link and stays dismissed after a reload', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto(`${app.url}/blog/news`);
    await waitForHydration(page);
    const banner = page.getByRole('complementary', { name: '20 % Rabatt auf Ihre erste Schulungsbuchung' });
    await screenshotBothWidths(page, 'blog-news-banner');

    const code = banner.getByRole('button', { name: 'Discount-Code BLOG20 kopieren' });
    await code.focus();
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Code kopiert!');
    expect(await toast.textContent()).toContain('Der Discount-Code wurde in die Zwischenablage kopiert.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BLOG20');

    const booking = banner.getByRole('link', { name: 'Seminar buchen' });
    expect(await booking.getAttribute('href')).toBe('/online-seminare#webinar');
    await booking.focus();
    const hint = page.getByRole('tooltip');
    await hint.waitFor({ state: 'visible' });
    expect(await hint.textContent()).toContain('BLOG20');

    await banner.getByRole('button', { name: 'Rabatt-Hinweis ausblenden' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await waitForHydration(page);
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens one seminar topic at a time on /seminarinhalte and can close it again', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/seminarinhalte`);
    await waitForHydration(page);
    const topics = page.locator('.accordion__item');
    const openTopics = () => page.locator('.accordion__item[open] .accordion__summary').allTextContents();
    expect(await topics.count()).toBe(4);
    expect(await openTopics()).toEqual(['1Rechtliche Grundlagen']);

    await topics.nth(1).locator('summary').click();
    expect(await openTopics()).toEqual(['2Produktklassifizierung und Risikoklassen I, IIa, IIb, III']);
    await topics.nth(3).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await openTopics()).toEqual(['4Qualitätsmanagement und Vigilanz']);
    await topics.nth(3).locator('summary').click();
    expect(await openTopics()).toEqual([]);
    await context.close();
  });

  it('shows the violation cards with their severity and the review dates on /rechtslage-strafen', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/rechtslage-strafen`);
    const severities = await page.locator('.violation__severity').allTextContents();
    expect(severities).toHaveLength(4);
    expect(new Set(severities)).toEqual(new Set(['Hohes Risiko', 'Mittleres Risiko']));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('bis zu 30.000 Euro');
    expect(text).toContain('Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor');
    expect(text).toMatch(/Letzte Prüfung: \S+ \d{4} · Nächste planmäßige Prüfung: \S+ \d{4}/);
    expect(await page.locator('main a[href="/online-seminare"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/seminarinhalte"]').count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'rechtslage-strafen');
    await context.close();
  });
});
