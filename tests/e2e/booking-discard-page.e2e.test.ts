import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  postJson,
  spotsOf,
  uniqueEmail,
} from '../integration/helpers/booking-fixtures';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

const DISCARD_LINK = /https?:\/\/[^\s\]]+\/booking\/discard\?booking_id=[\w-]+&token=[\w-]+/;

describe('the page behind the discard link', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('asks before it discards: opening the link frees nothing, the button frees the seat', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const ownerEmail = uniqueEmail('inhaberin');
    const squat = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, { customerEmail: ownerEmail, customerName: 'Sam Squatter' }),
    );
    expect(squat.status).toBe(200);
    const bookingId = squat.body.bookingId as string;
    expect(
      (await postJson(`${app.url}/api/checkout`, checkoutBody(course, { customerEmail: ownerEmail }))).status,
    ).toBe(409);
    const [mail] = await app.smtp.waitFor(1, (candidate) => candidate.to.includes(ownerEmail));
    const link = mail.text.match(DISCARD_LINK)![0];

    const { page, context, errors } = await openVisitor(browser, 375);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reservierung verwerfen?' }).waitFor();
    const button = page.getByRole('button', { name: 'Reservierung verwerfen' });
    // Enabled once the page runs in the browser: by then it would have discarded, were it to do so on opening.
    await (await button.elementHandle()).waitForElementState('enabled');
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'pending' });
    expect(await violationsOn(page, 'booking-discard-ask')).toEqual([]);
    await screenshotBothWidths(page, 'booking-discard-ask');

    await button.click();
    await page.getByRole('heading', { name: 'Reservierung verworfen' }).waitFor();
    await page.getByText('Die Reservierung wurde verworfen und der Platz freigegeben.', { exact: false }).waitFor();
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'cancelled' });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    expect(await violationsOn(page, 'booking-discard-done')).toEqual([]);
    await screenshotBothWidths(page, 'booking-discard-done');
    expect(errors).toEqual([]);
    await context.close();
  });
});
