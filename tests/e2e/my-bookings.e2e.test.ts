import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { berlinDatePlus, createCourse, loadBooking, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { SIGN_IN_SUBJECT } from '../support/auth';
import { signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshot, uniqueEmail } from './support/journey';

describe("'Meine Buchungen' in the browser", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite('team@example.de'));
  });
  afterAll(() => stopDemoSite(app, browser));

  it.each([
    { width: 1280, signIn: 'a link requested on the page' },
    { width: 375, signIn: 'the link in the booking confirmation' },
  ])(
    'at $width px a customer signs in with $signIn, sees the booking and cancels it with the stated refund',
    async ({ width, signIn }) => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(10) });
      const email = uniqueEmail('meine-buchungen');
      const booking = await paidBooking(app, course, {
        customerEmail: email,
        customerType: 'business',
        customerCompany: 'Muster Medical GmbH',
      });
      const refund = euro(Math.ceil(booking.paid_amount! / 2));
      const { context, page, errors } = await openVisitor(browser, width);

      if (signIn === 'the link in the booking confirmation') {
        const [confirmation] = await app.smtp.waitFor(
          1,
          (caught) => caught.to.includes(email) && caught.subject.startsWith('Buchungsbestätigung'),
        );
        await page.goto(signInLinkIn(confirmation.text));
      } else {
        await page.goto(`${app.url}/meine-buchungen`);
        await page.getByRole('heading', { name: 'Meine Buchungen', level: 1 }).waitFor();
        await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
        expect(await violationsOn(page, 'sign-in')).toEqual([]);
        await screenshot(page, 'mb-sign-in', { fullPage: true });

        await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
        await page.getByRole('textbox', { name: 'E-Mail' }).press('Enter');
        await page.getByRole('heading', { name: 'E-Mail gesendet' }).waitFor();
        await screenshot(page, 'mb-link-sent', { fullPage: true });
        const [mail] = await app.smtp.waitFor(
          1,
          (caught) => caught.to.includes(email) && caught.subject === SIGN_IN_SUBJECT,
        );
        await page.goto(signInLinkIn(mail.text));
      }
      await page.waitForURL(`${app.url}/meine-buchungen`);

      const card = page.getByRole('article', { name: course.title });
      await card.waitFor();
      await expect.poll(() => card.getByText('Bestätigt', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(euro(booking.paid_amount!)).isVisible()).toBe(true);
      for (const link of ['Kalenderdatei', 'Zahlungsbeleg'])
        expect(await card.getByRole('link', { name: link }).isVisible()).toBe(true);
      expect(await violationsOn(page, 'list')).toEqual([]);
      await screenshot(page, 'mb-list', { fullPage: true });

      // Keyboard: the cancel button opens the dialog, which states the refund before anything happens.
      await card.getByRole('button', { name: 'Stornieren' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Buchung stornieren?' });
      await dialog.waitFor();
      expect(await dialog.getByText(`Erstattung bei Stornierung heute: ${refund}`).isVisible()).toBe(true);
      expect(await dialog.getByText('nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn)').isVisible()).toBe(
        true,
      );
      expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('confirmed');
      expect(await violationsOn(page, 'cancel dialog')).toEqual([]);
      await screenshot(page, 'mb-cancel-dialog', { fullPage: true });

      await dialog.getByRole('button', { name: 'Verbindlich stornieren' }).click();
      const result = page.getByRole('status').filter({ hasText: 'Ihre Buchung wurde storniert.' });
      await result.waitFor();
      expect(await result.textContent()).toContain(`Wir erstatten Ihnen ${refund}`);
      await expect.poll(() => card.getByText('Storniert', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('Erstattet').isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: 'Stornieren' }).count()).toBe(0);
      expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('cancelled');
      expect(await violationsOn(page, 'after cancelling')).toEqual([]);
      await screenshot(page, 'mb-cancelled', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("shows 'Sie haben noch keine Buchungen.' with the way to the dates, and the header link", async () => {
    const email = uniqueEmail('ohne-buchung');
    const { context, page } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/meine-buchungen`);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByRole('button', { name: 'Magic Link senden' }).click();
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email) && /callback/.test(caught.text));
    await page.goto(signInLinkIn(mail.text));
    await page.getByText('Sie haben noch keine Buchungen.').waitFor();
    expect(await page.getByRole('link', { name: 'Zu den Online-Seminaren' }).getAttribute('href')).toBe(
      '/online-seminare',
    );
    await screenshot(page, 'mb-empty', { fullPage: true });

    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('link', { name: 'Meine Buchungen' }).click();
    await page.waitForURL(`${app.url}/meine-buchungen`);
    await page.getByText('Sie haben noch keine Buchungen.').waitFor();
    await context.close();
  });
});
