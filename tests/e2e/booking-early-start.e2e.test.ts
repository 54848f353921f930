import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import type { TestApp } from '../support/app';
import { berlinDatePlus } from '../integration/helpers/admin-bookings-fixtures';
import { createCourse } from '../integration/helpers/booking-fixtures';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  longGermanDate,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
  setSpots,
  uniqueEmail,
} from './support/journey';

const EARLY_START_BOX = /Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen/;
const EARLY_START_MISSING = 'Bitte bestätigen Sie den vorzeitigen Beginn, um diesen Termin zu buchen.';

/** § 356 Abs. 4 BGB in the booking dialog: a consumer booking a date within 14 days requests the early start. */
describe('early start request in the booking dialog', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it('asks a private customer for a near date, blocks booking until ticked, and not a business customer', async () => {
    // Five days ahead with free seats: the next available date on the page.
    const near = await createCourse(app.dataSource, { date: berlinDatePlus(5) });
    const { context, page, errors } = await openVisitor(browser);
    const checkoutRequests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/checkout') && checkoutRequests.push(request.url()));
    // Sold out afterwards, whatever happens here, so the next test sees the far dates first.
    onTestFinished(() => setSpots(app, [near.id], 0));
    const dialog = await openBookingDialog(page, app);
    expect(await dialog.textContent()).toContain(longGermanDate(near.date));

    const email = uniqueEmail('vorzeitig');
    await fillValidBookingForm(dialog, email);
    const earlyStart = dialog.getByRole('checkbox', { name: EARLY_START_BOX });
    await earlyStart.waitFor();
    expect(await violationsOn(page, 'booking dialog asking for the early start')).toEqual([]);

    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await dialog.getByText(EARLY_START_MISSING).waitFor();
    expect(await earlyStart.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('earlyStartRequested');
    expect(checkoutRequests).toEqual([]);
    expect(await violationsOn(page, 'booking dialog with the early-start error')).toEqual([]);
    await screenshotBothWidths(page, 'booking-dialog-early-start');

    await dialog.getByRole('radio', { name: /Firmenkunde/ }).check();
    expect(await dialog.getByRole('checkbox', { name: EARLY_START_BOX }).count()).toBe(0);
    await dialog.getByRole('radio', { name: /Privatkunde/ }).check();

    await earlyStart.check();
    expect(await dialog.getByText(EARLY_START_MISSING).count()).toBe(0);
    const checkoutTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await (await checkoutTab).getByRole('button', { name: /bezahlen/ }).waitFor();
    const booking = await app.dataSource.getRepository(Booking).findOneByOrFail({ customer_email: email });
    expect(booking.course_id).toBe(near.id);
    expect(booking.early_start_requested_at).toBeInstanceOf(Date);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not ask for a date 14 or more days ahead', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    const course = await nextFreeCourse(app);
    expect(course.date >= berlinDatePlus(14)).toBe(true);
    const dialog = await openBookingDialog(page, app);
    expect(await dialog.textContent()).toContain(longGermanDate(course.date));
    await fillValidBookingForm(dialog, uniqueEmail('spaeter'));
    expect(await dialog.getByRole('checkbox', { name: /AGB/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: EARLY_START_BOX }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
