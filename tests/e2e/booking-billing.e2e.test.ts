import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { Order } from '../../backend/src/bookings/order.entity';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import { magicLinkFor, requestMagicLink } from '../support/auth';
import { untilCourseChangeArrives } from '../support/course-changes';
import { createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  longGermanDate,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
  uniqueEmail,
} from './support/journey';

const MESSAGES = {
  street: 'Straße und Hausnummer sind erforderlich',
  postalCode: 'Bitte geben Sie eine gültige Postleitzahl ein',
  city: 'Ort ist erforderlich',
  vatId: 'Ungültige USt-IdNr.',
  leitwegId: 'Ungültige Leitweg-ID',
};

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));

const fields = (dialog: Locator) => ({
  street: dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }),
  postalCode: dialog.getByRole('textbox', { name: 'PLZ' }),
  city: dialog.getByRole('textbox', { name: 'Ort' }),
  country: dialog.getByRole('combobox', { name: 'Land' }),
  vatId: dialog.getByRole('textbox', { name: 'USt-IdNr.' }),
  purchaseOrderNumber: dialog.getByRole('textbox', { name: 'Ihre Bestellnummer' }),
  leitwegId: dialog.getByRole('textbox', { name: 'Leitweg-ID' }),
});

describe('billing address in the booking dialog (DECISIONS 32)', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  /** Marks a course exempt from VAT (or not) as an admin's save does, announced to the open pages. */
  const setVatExempt = (courseId: string, vatExempt: boolean) =>
    untilCourseChangeArrives(app.dataSource, () =>
      app.dataSource.transaction(async (manager) => {
        await manager.update(
          Course,
          { id: courseId },
          { vat_exempt: vatExempt, vat_exemption_reference: vatExempt ? 'Az. 45.2-5110/2026' : null },
        );
        await app.api.get(OutboxService).record(manager, EVENTS.courseChanged, { courseId });
      }),
    );

  it.each([375, 1280])(
    'at %i px asks for the address in its own group, in German, by keyboard, and books with it',
    async (width) => {
      const { context, page, errors } = await openVisitor(browser, width);
      const dialog = await openBookingDialog(page, app);
      const billing = fields(dialog);
      expect(await dialog.getByRole('group', { name: 'Rechnungsadresse' }).isVisible()).toBe(true);
      expect(await billing.street.getAttribute('autocomplete')).toBe('billing street-address');
      expect(await billing.postalCode.getAttribute('autocomplete')).toBe('billing postal-code');
      expect(await billing.city.getAttribute('autocomplete')).toBe('billing address-level2');
      expect(await billing.country.getAttribute('autocomplete')).toBe('billing country');
      expect(await billing.country.inputValue()).toBe('DE');
      const countries = await billing.country.locator('option').allTextContents();
      expect(countries.slice(0, 3)).toEqual(['Deutschland', 'Österreich', 'Schweiz']);
      expect(countries).toEqual(expect.arrayContaining(['Frankreich', 'Niederlande', 'Polen', 'Zypern']));
      expect(await billing.vatId.count()).toBe(0);

      const email = uniqueEmail('rechnung');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Müller');
      await dialog.getByLabel('E-Mail').fill(email);
      await dialog.getByRole('checkbox', { name: /AGB/ }).check();
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
      for (const message of [MESSAGES.street, MESSAGES.postalCode, MESSAGES.city])
        await dialog.getByText(message).waitFor();
      expect(await billing.street.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => focusedName(page)).toBe('billingStreet');
      expect(await violationsOn(page, `booking dialog with billing errors at ${width} px`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshotBothWidths(page, 'booking-billing-errors');

      // Keyboard: street, postal code, city and country follow each other.
      await page.keyboard.type('Kärntner Straße 5');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('billingPostalCode');
      await page.keyboard.type('10115');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('billingCity');
      await page.keyboard.type('Wien');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('billingCountry');
      await billing.country.selectOption('AT');
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
      await dialog.getByText(MESSAGES.postalCode).waitFor();
      await billing.postalCode.fill('1010');

      await dialog.getByRole('radio', { name: /Firmenkunde/ }).check();
      await dialog.getByRole('textbox', { name: 'Firmenname' }).fill('Muster Medical GmbH');
      // The operator has not enabled paying on invoice (PAY_ON_INVOICE): the card is the only way.
      expect(await dialog.getByRole('group', { name: 'Zahlungsart' }).count()).toBe(0);
      await billing.vatId.fill('DE123456789');
      await billing.leitwegId.fill('04011000-1234512345-07');
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
      await dialog.getByText(MESSAGES.vatId).waitFor();
      await dialog.getByText(MESSAGES.leitwegId).waitFor();
      await expect.poll(() => focusedName(page)).toBe('vatId');
      expect(await violationsOn(page, `business billing errors at ${width} px`)).toEqual([]);
      await screenshotBothWidths(page, 'booking-billing-business-errors');

      await billing.vatId.fill('atu 1234 5678');
      await billing.purchaseOrderNumber.fill('PO-4711');
      await billing.leitwegId.fill('04011000-1234512345-06');
      const checkoutTab = context.waitForEvent('page');
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
      const checkout = await checkoutTab;
      await expect.poll(() => checkout.url()).toMatch(/\/api\/test-checkout\//);
      const booking = await app.dataSource.getRepository(Booking).findOneByOrFail({ customer_email: email });
      expect(booking.customer_company).toBe('Muster Medical GmbH');
      expect(await app.dataSource.getRepository(Order).findOneByOrFail({ id: booking.order_id })).toMatchObject({
        buyer_company: 'Muster Medical GmbH',
        billing_street: 'Kärntner Straße 5',
        billing_postal_code: '1010',
        billing_city: 'Wien',
        billing_country: 'AT',
        billing_vat_id: 'ATU12345678',
        purchase_order_number: 'PO-4711',
        leitweg_id: '04011000-1234512345-06',
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows the server's message for a billing field at that field", async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, uniqueEmail('server'));
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Ungültige Daten', fields: { 'billingAddress.city': MESSAGES.city } },
      }),
    );
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await dialog.getByText(MESSAGES.city).waitFor();
    expect(await fields(dialog).city.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedName(page)).toBe('billingCity');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fills a signed-in buyer's billing details from their latest booking", async () => {
    const email = uniqueEmail('stammkunde');
    await paidBooking(app, await createCourse(app.dataSource), {
      customerEmail: email,
      customerType: 'business',
      customerCompany: 'Klinikum Musterstadt',
      billingAddress: { street: 'Klinikallee 3', postalCode: '8001', city: 'Zürich', country: 'CH' },
      vatId: 'CHE123456789MWST',
      leitwegId: '991-33333TEST-33',
    });
    const { context, page, errors } = await openVisitor(browser, 1280);
    await requestMagicLink(app, email, '/online-seminare');
    await page.goto(await magicLinkFor(app, email));
    await page.getByText('Angemeldet als').waitFor();
    const dialog = await openBookingDialog(page, app);
    const billing = fields(dialog);
    await expect.poll(() => billing.street.inputValue()).toBe('Klinikallee 3');
    expect(await billing.postalCode.inputValue()).toBe('8001');
    expect(await billing.city.inputValue()).toBe('Zürich');
    expect(await billing.country.inputValue()).toBe('CH');
    expect(await dialog.getByRole('radio', { name: /Firmenkunde/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Firmenname' }).inputValue()).toBe('Klinikum Musterstadt');
    expect(await billing.vatId.inputValue()).toBe('CHE123456789MWST');
    expect(await billing.leitwegId.inputValue()).toBe('991-33333TEST-33');
    expect(await billing.purchaseOrderNumber.inputValue()).toBe('');
    await screenshotBothWidths(page, 'booking-billing-prefilled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'umsatzsteuerfrei' instead of 19 % VAT for a course exempt under § 4 Nr. 21 UStG", async () => {
    const course = await nextFreeCourse(app);
    await setVatExempt(course.id, true);
    onTestFinished(() => setVatExempt(course.id, false));
    const { context, page, errors } = await openVisitor(browser, 375);

    const html = await (await fetch(`${app.url}/online-seminare`)).text();
    expect(html).toMatch(/data-served="basis-price-tax"[^>]*>umsatzsteuerfrei</);
    await page.goto(`${app.url}/online-seminare`);
    const priceCard = page.locator('.info-card').filter({ hasText: 'Preis' });
    await expect.poll(() => priceCard.textContent()).toContain('umsatzsteuerfrei');
    const dates = page.locator('.date-list__item');
    await expect
      .poll(() => dates.filter({ hasText: longGermanDate(course.date) }).textContent())
      .toContain('umsatzsteuerfrei');
    expect(await dates.filter({ hasText: 'umsatzsteuerfrei' }).count()).toBe(1);
    expect(await dates.filter({ hasText: /inkl\. 19\s% MwSt\./ }).count()).toBeGreaterThan(0);

    const dialog = await openBookingDialog(page, app);
    expect(await dialog.textContent()).toContain(longGermanDate(course.date));
    expect(await dialog.getByRole('region', { name: 'Preisübersicht' }).textContent()).toContain('umsatzsteuerfrei');
    expect(await dialog.textContent()).not.toContain('MwSt');
    await screenshotBothWidths(page, 'booking-dialog-vat-exempt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
