import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { createCourse, createDiscountCode } from '../integration/helpers/booking-fixtures';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { fillValidBookingForm, nextFreeCourse, openBookingDialog, openVisitor, screenshot } from './support/journey';
import { berlinWallClock } from '../support/berlin-time';

describe('what the booking dialog and the success page say follows a booking', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  /** Books the next free date with a 100 % code through the dialog; the success page in its own tab. */
  async function bookFree(context: BrowserContext, page: Page, email: string) {
    const code = await createDiscountCode(app.dataSource, { discount_value: 100 });
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, email);
    const earlyStart = dialog.getByRole('checkbox', { name: /vor Ablauf der Widerrufsfrist/ });
    if (await earlyStart.count()) await earlyStart.check();
    await dialog.getByLabel('Discount-Code').fill(code.code);
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByTestId('toast').getByText('Discount-Code erfolgreich angewendet! 100% Rabatt').waitFor();
    const notes = (await dialog.getByRole('region', { name: 'Wichtige Hinweise' }).textContent()) ?? '';

    const successTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const success = await successTab;
    await success.waitForURL(/\/booking\/success\?session_id=free_.+&booking_id=.+/);
    await success.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor({ timeout: 30_000 });
    await success.getByTestId('email-status').getByText('Bestätigungs-E-Mail wurde versendet').waitFor();
    const text = ((await success.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    return { notes, success, text };
  }

  it.each([375, 1280])(
    'at %i px the success page confirms a booking made free by a 100 % code without a payment or an invoice',
    async (width) => {
      const course = await nextFreeCourse(app);
      const { context, page, errors } = await openVisitor(browser, width);
      const { success, text } = await bookFree(context, page, `gratis.${width}.${Date.now()}@beispiel.de`);
      expect(text).toContain('Kostenlose Buchung');
      expect(text).toContain('eine Zahlung ist nicht nötig');
      expect(text).toContain('Betrag0 €, keine Zahlung nötig');
      expect(text).toContain(course.title);
      for (const paid of ['Ihre Zahlung ist eingegangen', 'Bezahlt', 'Rechnung', 'Zahlungsdienstleister'])
        expect(text, paid).not.toContain(paid);
      expect(await violationsOn(success, `free booking success page at ${width} px`)).toEqual([]);
      await screenshot(success, 'booking-success-free', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('says the access data follows at once for a date that starts within the next 24 hours', async () => {
    // Created last: from now on it is the next free date the other tests would book.
    const start = berlinWallClock(new Date(Date.now() + 6 * 3_600_000));
    const course = await createCourse(app.dataSource, {
      date: start.date,
      start_time: start.time < '23:00' ? start.time : '23:00',
      end_time: '23:59',
    });
    expect((await nextFreeCourse(app)).id).toBe(course.id);
    const { context, page, errors } = await openVisitor(browser);
    const { notes, text } = await bookFree(context, page, `kurzfristig.${Date.now()}@beispiel.de`);
    expect(notes).toContain('Bestätigung, Rechnung und Zugangsdaten erhalten Sie gleich nach der Buchung per E-Mail.');
    expect(notes).not.toContain('24 Stunden vor Seminarbeginn');
    expect(text).toContain('Die Zugangsdaten zum Live-Webinar senden wir Ihnen in Kürze per E-Mail.');
    expect(text).not.toContain('24 Stunden vor');
    expect(errors).toEqual([]);
    await context.close();
  });
});
