import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { PAYMENT_METHOD_MESSAGES } from '@mpb/domain';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { berlinDatePlus } from '../integration/helpers/admin-bookings-fixtures';
import { checkoutBody, createCourse, loadBooking, postJson } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  longGermanDate,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshot,
  setSpots,
  uniqueEmail,
} from './support/journey';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const ADMIN = 'zahlungseingang-admin@example.de';
const INVOICE_OPTION = /Auf Rechnung \(Überweisung\)/;
const INVOICE_HINT =
  'Die Buchung ist sofort verbindlich. Die Rechnung mit Zahlungsziel (14 Tage, spätestens 3 Werktage vor Kursbeginn) erhalten Sie per E-Mail.';
const SUCCESS_TEXT =
  'Die Rechnung mit Zahlungsziel und Bankverbindung erhalten Sie per E-Mail. Bitte überweisen Sie den Betrag unter Angabe der Rechnungsnummer.';

const paymentGroup = (dialog: Locator) => dialog.getByRole('group', { name: 'Zahlungsart' });
const mainText = async (page: Page) => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');

/** Business customers pay on invoice (DECISIONS 35): the booking dialog's choice, the success page, the admin's 'paid'. */
describe('paying on invoice in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN, PAY_ON_INVOICE_ENV));
  });
  afterAll(() => stopDemoSite(app, browser));

  async function businessCustomer(dialog: Locator) {
    await dialog.getByRole('radio', { name: /Firmenkunde/ }).check();
    await dialog.getByRole('textbox', { name: 'Firmenname' }).fill('Muster Medical GmbH');
  }

  it('does not offer paying on invoice for a date 10 days ahead, not even to a business customer', async () => {
    const near = await createCourse(app.dataSource, { date: berlinDatePlus(10) });
    // Sold out afterwards, so the next tests book the dates further ahead.
    onTestFinished(() => setSpots(app, [near.id], 0));
    for (const width of [375, 1280]) {
      const { context, page, errors } = await openVisitor(browser, width);
      const dialog = await openBookingDialog(page, app);
      expect(await dialog.textContent()).toContain(longGermanDate(near.date));
      await businessCustomer(dialog);
      await dialog.getByRole('textbox', { name: 'USt-IdNr.' }).waitFor();
      expect(await paymentGroup(dialog).count()).toBe(0);
      expect(await dialog.getByRole('radio', { name: INVOICE_OPTION }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it.each([375, 1280])(
    'at %i px offers it to a business customer for a date 14 or more days ahead and books on invoice in the same tab',
    async (width) => {
      const course = await nextFreeCourse(app);
      expect(course.date >= berlinDatePlus(14)).toBe(true);
      const { context, page, errors } = await openVisitor(browser, width);
      const dialog = await openBookingDialog(page, app);
      // A private customer (the default) pays by card.
      expect(await paymentGroup(dialog).count()).toBe(0);
      const email = uniqueEmail('auf-rechnung');
      await fillValidBookingForm(dialog, email);

      await businessCustomer(dialog);
      const group = paymentGroup(dialog);
      await group.waitFor();
      const card = group.getByRole('radio', { name: /Kreditkarte/ });
      const invoice = group.getByRole('radio', { name: INVOICE_OPTION });
      expect(await card.isChecked()).toBe(true);
      expect((await group.textContent())?.replace(/\s+/g, ' ')).toContain(INVOICE_HINT);
      // A radio group: the arrow key moves the choice.
      await card.focus();
      await page.keyboard.press('ArrowDown');
      expect(await invoice.isChecked()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('invoice');
      await dialog.getByRole('button', { name: 'Verbindlich buchen' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Jetzt buchen' }).count()).toBe(0);
      expect(await violationsOn(page, `booking dialog paying on invoice at ${width} px`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await group.scrollIntoViewIfNeeded();
      // Nothing in the dialog, its buttons included, is wider than the phone.
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'booking-dialog-pay-on-invoice');

      // A private customer cannot pay on invoice: the choice goes, and comes back on the card.
      await dialog.getByRole('radio', { name: /Privatkunde/ }).check();
      expect(await group.count()).toBe(0);
      await dialog.getByRole('button', { name: 'Jetzt buchen' }).waitFor();
      await businessCustomer(dialog);
      expect(await card.isChecked()).toBe(true);
      await invoice.check();

      const tabs: Page[] = [];
      context.on('page', (opened) => tabs.push(opened));
      const checkout = page.waitForRequest((request) => request.url().endsWith('/api/checkout'));
      await dialog.getByRole('button', { name: 'Verbindlich buchen' }).click();
      expect((await checkout).postDataJSON()).toMatchObject({ customerType: 'business', paymentMethod: 'invoice' });
      await page.waitForURL(/\/booking\/success\?session_id=invoice_[^&]+&booking_id=.+/);
      await page.getByRole('heading', { name: 'Ihre Buchung ist verbindlich' }).waitFor({ timeout: 30_000 });
      const text = await mainText(page);
      expect(text).toContain(SUCCESS_TEXT);
      expect(text).toContain(course.title);
      for (const claim of ['Zahlung erfolgreich', 'Ihre Zahlung ist eingegangen', 'Buchung erfolgreich', 'Bezahlt'])
        expect(text, claim).not.toContain(claim);
      expect(tabs).toEqual([]);

      const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
      expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
        customer_email: email,
        course_id: course.id,
        booking_status: 'confirmed',
      });
      const [order] = await app.dataSource.query(
        `SELECT o.payment_method FROM orders o JOIN bookings b ON b.order_id = o.id WHERE b.id = $1`,
        [bookingId],
      );
      expect(order.payment_method).toBe('invoice');
      expect(await violationsOn(page, `success page on invoice at ${width} px`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, 'booking-success-on-invoice', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows the server's refusal of paying on invoice at the choice", async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, uniqueEmail('abgelehnt'));
    await businessCustomer(dialog);
    await paymentGroup(dialog).getByRole('radio', { name: INVOICE_OPTION }).check();
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 400,
        json: { error: PAYMENT_METHOD_MESSAGES.tooSoon, fields: { paymentMethod: PAYMENT_METHOD_MESSAGES.tooSoon } },
      }),
    );
    await dialog.getByRole('button', { name: 'Verbindlich buchen' }).click();
    const group = paymentGroup(dialog);
    await group.getByText(PAYMENT_METHOD_MESSAGES.tooSoon).waitFor();
    expect(await group.getByRole('radio', { name: INVOICE_OPTION }).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('paymentMethod');
    expect(await violationsOn(page, 'booking dialog with a refused payment method')).toEqual([]);
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-dialog-pay-on-invoice-refused');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lets the admin mark an open invoice paid from 'Rechnungen' at 375 and 1280 px", async () => {
    const course = await createCourse(app.dataSource);
    const invoices: { id: string; number: string }[] = [];
    for (const name of ['Rita Rechnung', 'Ulf Überweisung']) {
      const answer = await postJson(
        `${app.url}/api/checkout`,
        checkoutBody(course, {
          customerName: name,
          customerType: 'business',
          customerCompany: 'Muster Medical GmbH',
          paymentMethod: 'invoice',
        }),
      );
      expect(answer.status, answer.text).toBe(200);
      invoices.push(
        await eventually(async () => {
          const [row] = await app.dataSource.query(
            `SELECT id, number FROM invoices WHERE booking_id = $1 AND kind = 'invoice'`,
            [answer.body.bookingId],
          );
          return row as { id: string; number: string } | undefined;
        }),
      );
    }

    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMIN);
    for (const [index, width] of [375, 1280].entries()) {
      const { number } = invoices[index];
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto(`${app.url}/admin/invoices`);
      await page.getByRole('textbox', { name: 'Suche (Nummer, Name, Firma, E-Mail)' }).fill(number);
      const row = page.getByRole('row').filter({ hasText: number });
      await row.getByText(/^Offen \(fällig /).waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      const markPaid = row.getByRole('button', { name: 'Als bezahlt markieren' });
      expect(await violationsOn(page, `admin invoices with an open invoice at ${width} px`)).toEqual([]);
      await screenshot(page, 'admin-invoice-open', { fullPage: true });
      // The action fits the column the header already needs: on a desktop the documents stay in view.
      if (width >= 1280) {
        const listRight = await page
          .locator('table')
          .evaluate((table) => table.parentElement!.getBoundingClientRect().right);
        const xml = await row.locator(`[aria-label="XML der ${number} herunterladen"]`).boundingBox();
        expect(xml!.x + xml!.width).toBeLessThanOrEqual(listRight);
      }

      await markPaid.click();
      const dialog = page.getByRole('dialog', { name: `Rechnung ${number} als bezahlt markieren?` });
      await dialog
        .getByText('Nur wenn die Überweisung eingegangen ist; der Vorgang wird im Audit-Log vermerkt.')
        .waitFor();
      expect(await violationsOn(page, `confirm marking paid at ${width} px`)).toEqual([]);
      await screenshot(page, 'admin-invoice-mark-paid-confirm');
      await dialog.getByRole('button', { name: 'Als bezahlt markieren' }).click();
      await page.getByText(`Rechnung ${number} als bezahlt markiert`).waitFor();
      await row.getByText('Bezahlt', { exact: true }).waitFor();
      expect(await markPaid.count()).toBe(0);
      await screenshot(page, 'admin-invoice-paid', { fullPage: true });
    }
    const audited = await app.dataSource.query(
      `SELECT entity_id FROM audit_log WHERE action = 'invoice.mark_paid' AND actor_email = $1`,
      [ADMIN],
    );
    expect(audited.map((entry: { entity_id: string }) => entry.entity_id).sort()).toEqual(
      invoices.map((invoice) => invoice.id).sort(),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
