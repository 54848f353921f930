import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { berlinDatePlus, createCourse, insertBooking } from '../integration/helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  payTestCheckout,
  postJson,
  sessionIdOfCheckoutUrl,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

const ADMIN = 'bestellungen@example.de';
const COLLEAGUES = ['Jonas Weber', 'Aylin Demir', 'Ida Krause'];

describe('orders in the admin bookings tab, in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let course: Course;
  let orderId: string;
  let invoiceNumber: string;

  const shortNumber = () => orderId.slice(0, 8).toUpperCase();
  const dataRows = () => page.locator('tbody tr');

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN, { MAIL_DELIVERY_WAIT_MS: '8000' }));
    course = await createCourse(app.dataSource, { title: 'E2E Bestellkurs', date: berlinDatePlus(20) });
    await insertBooking(app, course, { customer_name: 'Vera Vorher' });
    const answer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        customerType: 'business',
        customerName: 'Erika Einkauf',
        customerEmail: uniqueEmail('einkauf'),
        customerCompany: 'Muster Medical GmbH',
        purchaseOrderNumber: 'PO-2026-301',
        participants: COLLEAGUES.map((name) => ({ name, email: uniqueEmail('kollege') })),
        selectedPrice: 3 * course.gross_price,
        originalAmount: 3 * course.gross_price,
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    orderId = answer.body.orderId as string;
    expect((await payTestCheckout(app.url, sessionIdOfCheckoutUrl(answer.body.url as string))).status).toBe(303);
    invoiceNumber = await eventually(
      async () => {
        const [invoice] = await app.dataSource.query(
          `SELECT i.number FROM invoices i JOIN invoice_documents d ON d.invoice_id = i.id WHERE i.booking_id = $1`,
          [orderId],
        );
        return invoice?.number as string | undefined;
      },
      { what: 'invoice rendered' },
    );
    await insertBooking(app, course, { customer_name: 'Nina Nachher' });
    ({ context, page, errors } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('shows each booking’s order, keeps an order’s rows together by order and lists just one order’s bookings', async () => {
    const filter = encodeURIComponent(JSON.stringify({ course_id: course.id }));
    await page.goto(`${app.url}/admin/bookings?filter=${filter}&sort=order_id&order=DESC`);
    await page.getByRole('table').waitFor();
    await expect.poll(() => dataRows().count()).toBe(5);
    const names = await dataRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const ofOrder = names.flatMap((text, index) => (COLLEAGUES.some((name) => text.includes(name)) ? [index] : []));
    expect(ofOrder).toEqual([1, 2, 3]);
    const jonas = dataRows().filter({ hasText: 'Jonas Weber' });
    expect(await jonas.textContent()).toContain('3 Teilnehmende');
    expect(await jonas.textContent()).toContain('Käufer: Erika Einkauf');
    expect(await jonas.textContent()).toContain('Muster Medical GmbH');
    await screenshotBothWidths(page, 'admin-orders-list', { fullPage: true });

    await jonas.getByRole('link', { name: `Die 3 Buchungen der Bestellung ${shortNumber()} zeigen` }).click();
    await page.waitForURL((url) => url.searchParams.get('filter')?.includes(orderId) ?? false);
    await expect.poll(() => dataRows().count()).toBe(3);
    const listed = await dataRows().evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    for (const name of COLLEAGUES) expect(listed.some((text) => text.includes(name))).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Bestellung' }).inputValue()).toBe(orderId);
  });

  it('opens the order detail from the order cell: buyer, billing, participants and the invoice with its PDF', async () => {
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ orderId }))}`);
    await dataRows().first().waitFor();
    await dataRows()
      .filter({ hasText: 'Aylin Demir' })
      .getByRole('link', { name: `Bestellung ${shortNumber()} öffnen` })
      .click();
    await page.waitForURL(new RegExp(`/admin/orders/${orderId}/show$`));
    await page.getByText(`Bestellung ${shortNumber()}`).first().waitFor();
    const buyer = page.getByRole('region', { name: 'Käufer' });
    await buyer.getByText('Erika Einkauf').waitFor();
    expect(await buyer.textContent()).toContain('Firmenkunde');
    const billing = page.getByRole('region', { name: 'Rechnung und Zahlung' });
    expect(await billing.textContent()).toContain('PO-2026-301');
    expect(await billing.textContent()).toContain('Kreditkarte');
    const participants = page.getByRole('region', { name: 'Teilnehmende (3)' });
    for (const name of COLLEAGUES) await participants.getByText(name).waitFor();
    const invoices = page.getByRole('region', { name: 'Rechnungen' });
    await invoices.getByText(invoiceNumber).waitFor();
    const pdf = invoices.getByRole('link', { name: `PDF der ${invoiceNumber} herunterladen` });
    expect(await pdf.getAttribute('href')).toMatch(/^\/api\/admin\/invoices\/[\w-]+\.pdf$/);
    const download = await page.evaluate(
      async (href) => (await fetch(href!)).headers.get('content-type'),
      await pdf.getAttribute('href'),
    );
    expect(download).toContain('application/pdf');
    await screenshotBothWidths(page, 'admin-order-detail', { fullPage: true });

    // On a phone nothing widens the page, and the booking cards open the order too. The menu, open on the
    // wide screen, closes as the page narrows to a phone's width instead of covering it as a drawer.
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await participants.getByRole('link', { name: 'In der Buchungsliste zeigen' }).click();
      const card = page.locator('ul[aria-label="Buchungen"] > li', { hasText: 'Ida Krause' });
      await card.waitFor();
      expect(await card.textContent()).toContain('3 Teilnehmende');
      await card.getByRole('link', { name: `Bestellung ${shortNumber()} öffnen` }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${orderId}/show$`));
      await participants.getByText('Ida Krause').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('answers an unknown order with its German message', async () => {
    await page.goto(`${app.url}/admin/orders/00000000-0000-4000-8000-000000000000/show`);
    await page.getByText('Bestellung nicht gefunden.').first().waitFor();
    await page.waitForURL(/\/admin\/bookings/);
    expect(errors).toEqual([]);
  });
});
