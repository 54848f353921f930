import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { announceCoursesChanged } from '../support/course-changes';
import { createCourse } from '../integration/helpers/booking-fixtures';
import { startTestApp, type TestApp } from '../support/app';
import { euro } from '../support/money';
import { violationsOn } from './support/axe';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { openVisitor, screenshot } from './support/journey';

const REFRESHER = {
  title: 'Medizinprodukteberater Auffrischung',
  type: 'auffrischung' as const,
  net_price: 19900,
  gross_price: 23681,
  price: 23681,
};
/** A basis date at a price of its own, so it cannot be mistaken for the spec's default of 499 €. */
const BASIS_PRICE = 45220;
const SPEC_BASIS_PRICE = 49900;

async function servedHtml(app: TestApp, path: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

function servedText(html: string, name: string): string | undefined {
  return new RegExp(`data-served="${name}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

/** The basis cards' prices on / and /online-seminare once the course list has loaded in the browser. */
async function shownBasisPrices(page: Page, app: TestApp): Promise<{ home: string; seminars: string }> {
  await page.goto(`${app.url}/`);
  await page
    .getByRole('button', { name: /^Nächster Termin: / })
    .and(page.locator(':enabled'))
    .waitFor();
  const home =
    (await page
      .getByRole('article', { name: 'Medizinprodukteberater Basiszertifizierung' })
      .locator('.offer-card__price')
      .textContent()) ?? '';
  await page.goto(`${app.url}/online-seminare`);
  await page.getByTestId('next-course').waitFor();
  const seminars = (await page.locator('.info-card', { hasText: 'Preis' }).textContent()) ?? '';
  return { home, seminars };
}

describe('the basis cards show the basis price when the next date is a refresher', () => {
  let app: TestApp;
  let browser: Browser;
  let basisDates: Course[];

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: ensureFrontendBuild(), worker: false });
    await createCourse(app.dataSource, { ...REFRESHER, date: '2089-02-01', available_spots: 5 });
    basisDates = [
      await createCourse(app.dataSource, { date: '2089-02-08', gross_price: 49000, available_spots: 0 }),
      await createCourse(app.dataSource, {
        date: '2089-03-01',
        net_price: 38000,
        gross_price: BASIS_PRICE,
        price: BASIS_PRICE,
        available_spots: 3,
      }),
    ];
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("serves / and /online-seminare with the next free basis date's price, not the refresher's", async () => {
    for (const path of ['/', '/online-seminare']) {
      const html = await servedHtml(app, path);
      expect(servedText(html, 'next-course-label'), path).toBe('Nächster Termin: 01.02.2089');
      expect(servedText(html, 'basis-price'), path).toBe(euro(BASIS_PRICE));
      expect(html, path).not.toContain(euro(23681));
    }
  });

  it('shows the same basis price after hydration at 375 and 1280 px, axe clean', async () => {
    for (const width of [375, 1280]) {
      const { context, page, errors } = await openVisitor(browser, width);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const shown = await shownBasisPrices(page, app);
      expect(shown.home, `width ${width}`).toContain(euro(BASIS_PRICE));
      expect(shown.seminars, `width ${width}`).toContain(euro(BASIS_PRICE));
      expect(await violationsOn(page, `/online-seminare at ${width}`)).toEqual([]);
      await screenshot(page, 'basis-price-seminars');
      await page.goto(`${app.url}/`);
      await page
        .getByRole('button', { name: /^Nächster Termin: / })
        .and(page.locator(':enabled'))
        .waitFor();
      expect(await violationsOn(page, `/ at ${width}`)).toEqual([]);
      await screenshot(page, 'basis-price-home');
      expect(errors, `width ${width}`).toEqual([]);
      await context.close();
    }
  });

  it("shows the spec's default price of 499 € when no basis date is offered, served and hydrated", async () => {
    await app.dataSource.getRepository(Course).softDelete(basisDates.map((course) => course.id));
    await announceCoursesChanged(app.dataSource);
    for (const path of ['/', '/online-seminare']) {
      const html = await servedHtml(app, path);
      expect(servedText(html, 'basis-price'), path).toBe(euro(SPEC_BASIS_PRICE));
      expect(html, path).not.toContain(euro(23681));
    }
    const { context, page, errors } = await openVisitor(browser, 1280);
    const shown = await shownBasisPrices(page, app);
    expect(shown.home).toContain(euro(SPEC_BASIS_PRICE));
    expect(shown.seminars).toContain(euro(SPEC_BASIS_PRICE));
    expect(errors).toEqual([]);
    await context.close();
  });
});
