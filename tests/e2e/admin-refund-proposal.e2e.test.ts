import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../backend/src/bookings/booking.entity';
import type { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import { berlinDatePlus, createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { violationsOn } from './support/axe';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, screenshot } from './support/journey';

const ADMIN = 'storno-admin@example.de';
const WIDTHS = [375, 1280];

/** Exact euros as DECISIONS 19 wants them, written independently of the product's code. */
const exactEuro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);

describe("the admin's cancel dialog in the browser", () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let course: Course;
  let privateBooking: Booking;
  let businessBooking: Booking;

  /** The cancel dialog of the customer's booking, opened from the bookings list of the course. */
  const openCancelDialog = async (customerName: string): Promise<Locator> => {
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`);
    const entry = page
      .getByRole('row')
      .filter({ hasText: customerName })
      .or(page.locator('ul[aria-label="Buchungen"] > li').filter({ hasText: customerName }));
    await entry.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buchung stornieren' });
    await dialog.getByText('Vorschlag:').waitFor();
    return dialog;
  };
  const fact = (dialog: Locator, label: string) =>
    dialog.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
    // Booked today for tomorrow: the private customer may still withdraw, the business customer may not.
    course = await createCourse(app.dataSource, { title: 'E2E Stornokurs', date: berlinDatePlus(1) });
    privateBooking = await paidBooking(app, course, { customerName: 'Pia Privat' });
    businessBooking = await paidBooking(app, course, {
      customerName: 'Bernd Betrieb',
      customerType: 'business',
      customerCompany: 'Betrieb Medical GmbH',
    });
    ({ context, page, errors } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('proposes the full amount to a private customer by withdrawal and says so, on a phone and on a desktop', async () => {
    const paid = privateBooking.paid_amount!;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      const dialog = await openCancelDialog('Pia Privat');
      await dialog.getByText(`Vorschlag: ${exactEuro(paid)}`).waitFor();
      await dialog.getByText('Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung.').waitFor();
      expect(await fact(dialog, 'Kundenart')).toBe('Privatkunde');
      expect(await fact(dialog, 'Firma')).toBe('–');
      expect(await dialog.getByRole('textbox', { name: 'Erstattungsbetrag' }).inputValue()).toBe(
        exactEuro(paid).replace(/\s*€$/, ''),
      );
      expect(await violationsOn(page, `cancel dialog, private, ${width}px`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, 'admin-cancel-dialog-private');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it("proposes nothing to a business customer by the terms' band and names the company", async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      const dialog = await openCancelDialog('Bernd Betrieb');
      await dialog.getByText('Vorschlag: 0 €').waitFor();
      await dialog
        .getByText('Noch 1 Tag bis Kursbeginn: nach den AGB keine Erstattung (weniger als 7 Tage vor Beginn).')
        .waitFor();
      expect(await fact(dialog, 'Kundenart')).toBe('Firmenkunde');
      expect(await fact(dialog, 'Firma')).toBe('Betrieb Medical GmbH');
      expect(await violationsOn(page, `cancel dialog, business, ${width}px`)).toEqual([]);
      await screenshot(page, 'admin-cancel-dialog-business');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(businessBooking.booking_status).toBe('confirmed');
    expect(errors).toEqual([]);
  });
});
