import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
  setSpots,
} from './support/journey';

describe('booking refusals, the cancel path and a broken success address', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it("shows the server's answer when it refuses: sold out, changed price, then the client's own limits", async () => {
    const { context, page, errors } = await openVisitor(browser);
    const course = await nextFreeCourse(app);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, `max.${Date.now()}@beispiel.de`);
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
    const reopened = await openBookingDialog(page, app);
    await fillValidBookingForm(reopened, `max.${Date.now()}@beispiel.de`);
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

  it('another browser booking an address with an open checkout learns to look in the mailbox, the first browser gets its checkout back', async () => {
    const email = `offen.${Date.now()}@beispiel.de`;
    const owner = await openVisitor(browser);
    const course = await nextFreeCourse(app);
    const ownerDialog = await openBookingDialog(owner.page, app);
    await fillValidBookingForm(ownerDialog, email);
    const checkoutTab = owner.context.waitForEvent('page');
    await ownerDialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const paymentUrl = (await checkoutTab).url();
    expect(paymentUrl).toMatch(/\/api\/test-checkout\//);

    const stranger = await openVisitor(browser);
    const strangerDialog = await openBookingDialog(stranger.page, app);
    await fillValidBookingForm(strangerDialog, email);
    let strangerTabs = 0;
    stranger.context.on('page', () => (strangerTabs += 1));
    await strangerDialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const notice = strangerDialog.getByRole('alert');
    await notice.getByText('Bitte prüfen Sie Ihr E-Mail-Postfach').waitFor();
    await notice
      .getByText(
        'Für diese E-Mail-Adresse ist bereits eine Buchung für diesen Termin offen. Wir haben Ihnen eine E-Mail geschickt, mit der Sie die Zahlung abschließen oder die Reservierung verwerfen und neu buchen können.',
      )
      .waitFor();
    expect(await strangerDialog.getByRole('button', { name: 'Jetzt buchen' }).count()).toBe(0);
    await screenshotBothWidths(stranger.page, 'booking-dialog-checkout-mailed');
    await strangerDialog.getByRole('button', { name: 'Schließen', exact: true }).click();
    await strangerDialog.waitFor({ state: 'detached' });
    expect(strangerTabs).toBe(0);
    expect(await app.dataSource.getRepository(Booking).countBy({ course_id: course.id, customer_email: email })).toBe(
      1,
    );

    const again = await openBookingDialog(owner.page, app);
    await fillValidBookingForm(again, email);
    const resumedTab = owner.context.waitForEvent('page');
    await again.getByRole('button', { name: 'Jetzt buchen' }).click();
    expect((await resumedTab).url()).toBe(paymentUrl);
    expect(owner.errors).toEqual([]);
    expect(stranger.errors).toEqual([]);
    await stranger.context.close();
    await owner.context.close();
  });

  it("cancel path: a blocked tab sends the window to the checkout; 'Abbrechen' frees the seat", async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    await context.addInitScript(() => Object.assign(window, { open: () => null }));
    const course = await nextFreeCourse(app);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, `lena.${Date.now()}@beispiel.de`);
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
