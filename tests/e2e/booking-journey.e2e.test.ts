import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  longGermanDate,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
} from './support/journey';

const MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  nameInvalid: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
  phoneShort: 'Die Telefonnummer ist zu kurz. Bitte geben Sie eine vollständige Nummer ein',
  company: 'Firmenname ist für Firmenkunden erforderlich',
  terms: 'Sie müssen die AGB akzeptieren, um eine Buchung durchzuführen',
  invalidCode: 'Ungültiger Discount-Code',
};

describe('booking journey: dialog, discount, test checkout, success page', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it('shows the course in an accessible dialog and answers wrong input with the German messages', async () => {
    const { page, errors } = await openVisitor(browser);
    const course = await nextFreeCourse(app);
    const checkoutRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/checkout') && checkoutRequests.push(request.url()));
    const dialog = await openBookingDialog(page, app);

    const text = await dialog.textContent();
    expect(text).toContain(course.title);
    expect(text).toContain(longGermanDate(course.date));
    expect(text).toContain('08:30-16:00 Uhr');
    expect(text).toContain(euro(course.gross_price));
    expect(text).toContain(
      course.available_spots === 1 ? 'Noch 1 Platz frei' : `Noch ${course.available_spots} Plätze frei`,
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customerName');

    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    for (const message of [MESSAGES.nameRequired, MESSAGES.email, MESSAGES.terms]) {
      await dialog.getByText(message).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customerName');
    await screenshotBothWidths(page, 'booking-dialog-errors');

    // Letters only, cut to 50; a single letter is too short.
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E7');
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('E');
    await dialog.getByLabel('E-Mail').fill('erika@beispiel');
    await dialog.getByLabel('Telefon').fill('123');
    await dialog.getByRole('radio', { name: /Firmenkunde/ }).check();
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    for (const message of [MESSAGES.nameInvalid, MESSAGES.email, MESSAGES.phoneShort, MESSAGES.company]) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByRole('radio', { name: /Privatkunde/ }).check();
    expect(await dialog.getByLabel('Firmenname').count()).toBe(0);

    const comments = dialog.getByLabel('Anmerkungen');
    await comments.fill('x'.repeat(1005));
    expect((await comments.inputValue()).length).toBe(1000);
    expect(await dialog.getByText('1000/1000').isVisible()).toBe(true);
    await comments.fill('');

    // The code field shows a neutral example: the blog's first-booking code is not for every visitor.
    const codeField = dialog.getByLabel('Discount-Code');
    expect(await codeField.getAttribute('placeholder')).toBe('z.B. RABATT10');
    expect(await dialog.innerHTML()).not.toContain('BLOG20');

    // The code check needs a code and an e-mail first.
    const check = dialog.getByRole('button', { name: 'Prüfen' });
    await dialog.getByLabel('E-Mail').fill('');
    await codeField.fill('falsch');
    expect(await codeField.inputValue()).toBe('FALSCH');
    expect(await check.isDisabled()).toBe(true);
    await dialog.getByLabel('E-Mail').fill('erika@beispiel.de');
    await check.click();
    await dialog.getByText(MESSAGES.invalidCode).waitFor();

    expect(checkoutRequests).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('applies BLOG20, pays on the test checkout and lands on the success page with the e-mail sent', async () => {
    const { context, page, errors } = await openVisitor(browser);
    const course = await nextFreeCourse(app);
    const email = `erika.${Date.now()}@beispiel.de`;
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, email);

    await dialog.getByLabel('Discount-Code').fill('blog20');
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByTestId('toast').getByText('Discount-Code erfolgreich angewendet! 20% Rabatt').waitFor();
    const discounted = course.gross_price - Math.round(course.gross_price * 0.2);
    await expect.poll(() => dialog.getByTestId('final-price').textContent()).toBe(euro(discounted));
    expect(await dialog.getByText(`−${euro(course.gross_price - discounted)}`).isVisible()).toBe(true);

    // A check belongs to its e-mail address: changing it drops the discount until checked again.
    await dialog.getByLabel('E-Mail').fill(`anders.${email}`);
    await expect.poll(() => dialog.getByTestId('final-price').textContent()).toBe(euro(course.gross_price));
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await expect.poll(() => dialog.getByTestId('final-price').textContent()).toBe(euro(discounted));
    await screenshotBothWidths(page, 'booking-dialog-discount');

    // While the checkout opens: 'Wird bearbeitet...', and a second click sends nothing.
    let releaseCheckout: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseCheckout = resolve));
    let checkoutCalls = 0;
    await page.route('**/api/checkout', async (route) => {
      checkoutCalls += 1;
      await held;
      await route.continue();
    });
    const checkoutTab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const busy = dialog.getByRole('button', { name: 'Wird bearbeitet...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await busy.click({ force: true });
    releaseCheckout();
    const checkout = await checkoutTab;
    expect(checkoutCalls).toBe(1);
    await checkout.waitForLoadState();
    expect(new URL(checkout.url()).pathname).toMatch(/^\/api\/test-checkout\//);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // A slow mail server: the success page says 'sending' first, then 'sent'.
    app.smtp.delayMs = 4000;
    await checkout.getByRole('button', { name: /bezahlen/ }).click();
    await checkout.waitForURL(/\/booking\/success\?session_id=.+&booking_id=.+/);
    await checkout.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor({ timeout: 30_000 });
    const bookingId = new URL(checkout.url()).searchParams.get('booking_id')!;
    const main = checkout.locator('main');
    expect(await main.textContent()).toContain(course.title);
    expect(await main.textContent()).toContain(longGermanDate(course.date));
    expect(await main.textContent()).toContain(euro(discounted));
    expect(await main.textContent()).toContain(bookingId);
    // The invoice comes by e-mail; the payment provider is not its issuer.
    expect(await main.textContent()).toContain('Ihre Rechnung erhalten Sie per E-Mail.');
    expect(await main.textContent()).not.toContain('Zahlungsdienstleister');
    await checkout.getByTestId('email-status').getByText('Bestätigungs-E-Mail wird versendet...').waitFor();
    await checkout
      .getByTestId('email-status')
      .getByText('Bestätigungs-E-Mail wurde versendet')
      .waitFor({ timeout: 20_000 });
    app.smtp.delayMs = 0;
    await screenshotBothWidths(checkout, 'booking-success', { fullPage: true });

    // The invoice comes in a mail of its own, which may arrive first.
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && caught.subject.includes('Buchungsbestätigung'),
    );
    expect(mail.text).toContain(bookingId);
    const booking = await app.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
    expect(booking).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      amount: discounted,
      customer_email: email,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
