import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { DatabaseOutage } from '../support/database-outage';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
  uniqueEmail,
} from './support/journey';

describe('paying while the database is briefly unreachable', () => {
  let app: TestApp;
  let browser: Browser;
  let outage: DatabaseOutage;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
    outage = await DatabaseOutage.of(app.config.database.url);
  });

  afterAll(async () => {
    await outage?.close();
    await stopDemoSite(app, browser);
  });

  it('shows the payment as received while the booking is being confirmed, then the confirmed booking', async () => {
    const { context, page, errors } = await openVisitor(browser);
    const email = uniqueEmail('ausfall');
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, email);
    const checkoutTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const checkout = await checkoutTab;
    await checkout.waitForLoadState();
    const sessionId = decodeURIComponent(new URL(checkout.url()).pathname.split('/').pop()!);
    const [{ booking_id: bookingId }] = await app.dataSource.query(
      `SELECT booking_id FROM test_checkout_sessions WHERE id = $1`,
      [sessionId],
    );

    // The database goes away while 'Bezahlen' is confirming the paid session.
    await outage.holdBooking(bookingId);
    await checkout.getByRole('button', { name: /bezahlen/ }).click({ noWaitAfter: true });
    await outage.waitUntilBookingWanted();
    await outage.begin();

    await checkout.waitForURL(/\/booking\/success\?session_id=.+&booking_id=.+/);
    await checkout.getByRole('heading', { name: 'Zahlung eingegangen' }).waitFor({ timeout: 30_000 });
    await checkout
      .getByTestId('verification-confirming')
      .getByText(
        'Ihre Zahlung ist eingegangen. Ihre Buchung wird gerade bestätigt, die Bestätigung erhalten Sie in Kürze per E-Mail.',
      )
      .waitFor();
    expect(await checkout.getByText('Fehler bei der Buchung').count()).toBe(0);
    await screenshotBothWidths(checkout, 'booking-success-confirming');

    await outage.restore();
    await checkout.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor({ timeout: 60_000 });
    expect(await checkout.locator('main').textContent()).toContain(bookingId);
    await checkout
      .getByTestId('email-status')
      .getByText('Bestätigungs-E-Mail wurde versendet')
      .waitFor({ timeout: 30_000 });
    await app.smtp.waitFor(1, (mail) => mail.to.includes(email) && mail.subject.startsWith('Buchungsbestätigung'));
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
