import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { Course } from '../../backend/src/courses/course.entity';
import { seedDemoData } from '../../backend/src/seed/demo-data';
import { startTestApp, type TestApp } from '../support/app';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import {
  euro,
  type ListedCourse,
  listedCourses,
  longGermanDate,
  openVisitor,
  screenshotBothWidths,
  setSpots,
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
  const pageErrors: string[] = [];

  const bookingDialog = (page: Page) => page.getByRole('dialog', { name: 'Kurs buchen' });
  const nextCourse = async (): Promise<ListedCourse> =>
    (await listedCourses(app)).find((course) => course.available_spots > 0)!;

  async function openBookingDialog(page: Page): Promise<Locator> {
    await page.goto(`${app.url}/online-seminare`);
    await page
      .getByRole('article', { name: 'Nächster verfügbarer Termin' })
      .getByRole('button', { name: 'Jetzt buchen' })
      .click();
    const dialog = bookingDialog(page);
    await dialog.waitFor();
    return dialog;
  }

  async function fillValidForm(dialog: Locator, email: string) {
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Müller-Lüdenscheidt');
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByLabel('Telefon').fill('+49 30 1234567');
    await dialog.getByRole('checkbox', { name: /AGB/ }).check();
  }

  beforeAll(async () => {
    const frontendDir = ensureFrontendBuild();
    app = await startTestApp({ frontendDir });
    await seedDemoData(app.dataSource, 'info@example.de');
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the course in an accessible dialog and answers wrong input with the German messages', async () => {
    const { page, errors } = await openVisitor(browser);
    const course = await nextCourse();
    const checkoutRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/api/checkout') && checkoutRequests.push(request.url()));
    const dialog = await openBookingDialog(page);

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

    // The code check needs a code and an e-mail first.
    const check = dialog.getByRole('button', { name: 'Prüfen' });
    await dialog.getByLabel('E-Mail').fill('');
    await dialog.getByLabel('Discount-Code').fill('falsch');
    expect(await dialog.getByLabel('Discount-Code').inputValue()).toBe('FALSCH');
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
    const course = await nextCourse();
    const email = `erika.${Date.now()}@beispiel.de`;
    const dialog = await openBookingDialog(page);
    await fillValidForm(dialog, email);

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
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 3000 }).toBe(0);

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
    await checkout.getByTestId('email-status').getByText('Bestätigungs-E-Mail wird versendet...').waitFor();
    await checkout
      .getByTestId('email-status')
      .getByText('Bestätigungs-E-Mail wurde versendet')
      .waitFor({ timeout: 20_000 });
    app.smtp.delayMs = 0;
    await screenshotBothWidths(checkout, 'booking-success', { fullPage: true });

    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email));
    expect(mail.subject).toContain('Buchungsbestätigung');
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

  it("shows the server's answer when it refuses: sold out, changed price, then the client's own limits", async () => {
    const { context, page, errors } = await openVisitor(browser);
    const course = await nextCourse();
    const dialog = await openBookingDialog(page);
    await fillValidForm(dialog, `max.${Date.now()}@beispiel.de`);
    const banner = dialog.getByRole('alert');

    // Seats gone without the page hearing about it: the server's 409 is the spec's sold-out text.
    await setSpots(app, [course.id], 0, { quietly: true });
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await banner
      .getByText(
        'Dieser Kurs ist leider ausgebucht. Versuchen Sie es mit der Warteliste oder wählen Sie einen anderen Termin.',
      )
      .waitFor();
    await setSpots(app, [course.id], course.available_spots, { quietly: true });

    await app.dataSource.getRepository(Course).update({ id: course.id }, { gross_price: course.gross_price + 100 });
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await banner.getByText('Der Preis hat sich geändert', { exact: false }).waitFor();
    await app.dataSource.getRepository(Course).update({ id: course.id }, { gross_price: course.gross_price });

    await page.route('**/api/checkout', (route) => route.abort('failed'));
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await banner
      .getByText('Netzwerkfehler: Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await banner.getByText('Zu viele Anfragen. Bitte warten Sie einen Moment.').waitFor();
    await screenshotBothWidths(page, 'booking-dialog-server-error');

    // Only Stripe's checkout or our own test checkout may be opened.
    const reopened = await openBookingDialog(page);
    await fillValidForm(reopened, `max.${Date.now()}@beispiel.de`);
    await page.unroute('**/api/checkout');
    await page.route('**/api/checkout', (route) =>
      route.fulfill({ json: { url: 'https://checkout.stripe.com.evil.example/pay', bookingId: 'x' } }),
    );
    await reopened.getByRole('button', { name: 'Jetzt buchen' }).click();
    await reopened.getByRole('alert').getByText('Ungültige Checkout-URL erhalten').waitFor();
    await page.unroute('**/api/checkout');
    await page.route('**/api/checkout', (route) => route.fulfill({ json: { bookingId: 'x' } }));
    await reopened.getByRole('button', { name: 'Jetzt buchen' }).click();
    await reopened.getByRole('alert').getByText('Keine Checkout-URL vom Server erhalten').waitFor();

    // The server has the last word on every field; its message lands at the input.
    const serverNameMessage = 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)';
    await page.unroute('**/api/checkout');
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
          fields: { customerName: serverNameMessage },
        },
      }),
    );
    await reopened.getByRole('button', { name: 'Jetzt buchen' }).click();
    await reopened.getByRole('alert').getByText('Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben').waitFor();
    const nameInput = reopened.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => nameInput.getAttribute('aria-invalid')).toBe('true');
    expect(await reopened.getByText(serverNameMessage).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("cancel path: a blocked tab sends the window to the checkout; 'Abbrechen' frees the seat", async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    await context.addInitScript(() => Object.assign(window, { open: () => null }));
    const course = await nextCourse();
    const dialog = await openBookingDialog(page);
    await fillValidForm(dialog, `lena.${Date.now()}@beispiel.de`);
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await page.waitForURL(/\/api\/test-checkout\//);
    await expect
      .poll(async () => (await app.dataSource.getRepository(Course).findOneByOrFail({ id: course.id })).available_spots)
      .toBe(course.available_spots - 1);

    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL(/\/booking\/cancel\?booking_id=.+&token=.+/);
    await page.getByRole('heading', { name: 'Buchung abgebrochen' }).waitFor();
    const main = await page.locator('main').textContent();
    expect(main).toContain('Es wurde keine Zahlung durchgeführt');
    expect(main).toContain('kein Platz für Sie reserviert');
    expect(main).toContain('Nicht ausreichende Deckung oder erreichtes Kreditkartenlimit');
    expect(await page.getByRole('link', { name: 'Erneut buchen' }).getAttribute('href')).toBe('/online-seminare');
    const bookingId = new URL(page.url()).searchParams.get('booking_id')!;
    await expect
      .poll(async () => (await app.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId })).booking_status)
      .toBe('cancelled');
    expect(await app.dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId })).toMatchObject({
      payment_status: 'failed',
    });
    expect((await app.dataSource.getRepository(Course).findOneByOrFail({ id: course.id })).available_spots).toBe(
      course.available_spots,
    );
    await screenshotBothWidths(page, 'booking-cancel', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a success address without its parameters', async () => {
    const { context, page } = await openVisitor(browser);
    await page.goto(`${app.url}/booking/success`);
    await page.getByRole('heading', { name: 'Fehler bei der Buchung' }).waitFor();
    expect(await page.getByTestId('verification-error').textContent()).toBe(
      'Fehlende Parameter für die Zahlungsverifikation',
    );
    await screenshotBothWidths(page, 'booking-success-error');
    await context.close();
  });
});
