import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
} from '../integration/helpers/booking-fixtures';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

const NO_PAYMENT = 'Es wurde keine Zahlung durchgeführt';

describe('the payment cancel page', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  /** A booking waiting for payment and the cancel link its checkout carries (on this site). */
  async function pendingBooking() {
    const course = await createCourse(app.dataSource, { max_participants: 4 });
    const answer = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    const bookingId = answer.body.bookingId as string;
    const session = await sessionOf(app.dataSource, bookingId);
    const link = new URL(session.row.cancel_url as string);
    return { bookingId, session, cancelLink: `${app.url}${link.pathname}${link.search}` };
  }

  async function expectCleanAtBothWidths(page: Page, name: string) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      expect(await violationsOn(page, `${name} at ${width}px`)).toEqual([]);
    }
    await screenshotBothWidths(page, name, { fullPage: true });
  }

  it('says a paid booking is already paid and cannot be cancelled here, not that no payment was made', async () => {
    const { bookingId, session, cancelLink } = await pendingBooking();
    await payTestCheckout(app.url, session.id);
    const { page, context, errors } = await openVisitor(browser, 375);
    await page.goto(cancelLink);
    await page.getByRole('heading', { name: 'Buchung bereits bezahlt' }).waitFor();
    await page
      .getByText('Diese Buchung ist bereits bezahlt und bestätigt und kann hier nicht storniert werden.')
      .waitFor();
    expect(await page.getByText(NO_PAYMENT).count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).waitFor();
    await expectCleanAtBothWidths(page, 'booking-cancel-paid');
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the link is invalid for a wrong token and leaves the booking alone', async () => {
    const { bookingId, session } = await pendingBooking();
    const { page, context, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/booking/cancel?booking_id=${bookingId}&token=${session.cancelToken.slice(0, -3)}abc`);
    await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
    await page.getByText('Der Link ist ungültig.', { exact: false }).waitFor();
    expect(await page.getByText(NO_PAYMENT).count()).toBe(0);
    await expectCleanAtBothWidths(page, 'booking-cancel-invalid-link');
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'pending' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a pending booking was cancelled without payment, and a second visit that it already was', async () => {
    const { bookingId, cancelLink } = await pendingBooking();
    const { page, context, errors } = await openVisitor(browser, 1280);
    await page.goto(cancelLink);
    await page.getByRole('heading', { name: 'Buchung abgebrochen' }).waitFor();
    await page.getByText(`Ihre Buchung wurde storniert. ${NO_PAYMENT} und kein Platz für Sie reserviert.`).waitFor();
    await expect.poll(async () => (await loadBooking(app.dataSource, bookingId)).booking_status).toBe('cancelled');
    await expectCleanAtBothWidths(page, 'booking-cancel-cancelled');

    await page.reload();
    await page.getByRole('heading', { name: 'Buchung bereits storniert' }).waitFor();
    await page.getByText(`Diese Buchung war bereits storniert oder abgelaufen. ${NO_PAYMENT}.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
