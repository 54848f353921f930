import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_PARTICIPANTS, ORDER_MESSAGES, seatsLeftMessage } from '@mpb/domain';
import { Booking } from '../../backend/src/bookings/booking.entity';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { violationsOn } from './support/axe';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillValidBookingForm,
  nextFreeCourse,
  openBookingDialog,
  openVisitor,
  screenshotBothWidths,
  setSpots,
  uniqueEmail,
} from './support/journey';

interface SentParticipant {
  name: string;
  email: string;
}
interface CheckoutBody {
  participants: SentParticipant[];
  selectedPrice: number;
  originalAmount: number;
  discountAmount: number;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.getAttribute('name') ?? element?.textContent?.trim();
  });

const person = (dialog: Locator, number: number) => ({
  name: dialog.getByRole('textbox', { name: `Name der teilnehmenden Person ${number}`, exact: true }),
  email: dialog.getByRole('textbox', { name: `E-Mail der teilnehmenden Person ${number}`, exact: true }),
  remove: dialog.getByRole('button', { name: `Teilnehmende Person ${number} entfernen`, exact: true }),
});

const addButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Teilnehmende hinzufügen' });
const summaryText = async (dialog: Locator) =>
  ((await dialog.getByRole('region', { name: 'Preisübersicht' }).textContent()) ?? '').replace(/[ \t\n]+/g, ' ');

/** Adds a row by keyboard: the new row's name input takes the focus, Tab leads to its e-mail. */
async function addColleague(page: Page, dialog: Locator, number: number, name: string, email: string) {
  await addButton(dialog).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe(`Name der teilnehmenden Person ${number}`);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(`E-Mail der teilnehmenden Person ${number}`);
  await page.keyboard.type(email);
}

/** A company books several colleagues in one order (DECISIONS 34). */
describe('participants in the booking dialog', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('at 1280 px books the buyer and two colleagues in one order, refusing an address twice first', async () => {
    const { context, page, errors } = await openVisitor(browser, 1280);
    const course = await nextFreeCourse(app);
    expect(course.available_spots).toBe(2);
    const sent: CheckoutBody[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/checkout')) sent.push(request.postDataJSON() as CheckoutBody);
    });
    const dialog = await openBookingDialog(page, app);
    const buyer = uniqueEmail('einkauf');
    await fillValidBookingForm(dialog, buyer);
    await dialog.getByRole('radio', { name: /Firmenkunde/ }).check();
    await dialog.getByRole('textbox', { name: 'Firmenname' }).fill('Muster Medical GmbH');
    const group = dialog.getByRole('group', { name: 'Teilnehmende' });
    expect(await group.getByRole('checkbox', { name: 'Ich nehme selbst teil' }).isChecked()).toBe(true);
    expect(await summaryText(dialog)).not.toContain('×');

    const colleague = uniqueEmail('kollege');
    await addColleague(page, dialog, 2, 'Jonas Becker', colleague);
    // The same address as the buyer's, written otherwise: refused at that row before anything is sent.
    await addColleague(page, dialog, 3, 'Lea Schmidt', buyer.toUpperCase());
    const summary = await summaryText(dialog);
    expect(summary).toContain(`3 × ${euro(course.gross_price)}`);
    expect(summary).toContain(euro(3 * course.gross_price));
    // The date showed 2 free seats: said early, the server decides.
    expect(await group.getByText(seatsLeftMessage(2)).isVisible()).toBe(true);
    expect(await dialog.getByRole('region', { name: 'Wichtige Hinweise' }).textContent()).toContain(
      'Jede teilnehmende Person erhält ihre eigene Bestätigung',
    );
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await dialog.getByText(ORDER_MESSAGES.sameEmailTwice).waitFor();
    expect(await person(dialog, 3).email.getAttribute('aria-invalid')).toBe('true');
    expect(await person(dialog, 2).email.getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => focused(page)).toBe('E-Mail der teilnehmenden Person 3');
    expect(sent).toEqual([]);
    expect(await violationsOn(page, 'booking dialog with participants at 1280 px')).toEqual([]);
    await screenshotBothWidths(page, 'booking-participants-duplicate');

    // A fourth row removed again: the focus goes to the row before it.
    await addColleague(page, dialog, 4, 'Tim Wagner', uniqueEmail('tim'));
    expect(await summaryText(dialog)).toContain(`4 × ${euro(course.gross_price)}`);
    await person(dialog, 4).remove.click();
    expect(await person(dialog, 4).name.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('Name der teilnehmenden Person 3');

    const lea = uniqueEmail('lea');
    await person(dialog, 3).email.fill(lea);
    await dialog.getByLabel('Discount-Code').fill('BLOG20');
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    const discount = Math.round(course.gross_price * 0.2);
    const total = 3 * (course.gross_price - discount);
    await expect.poll(() => dialog.getByTestId('final-price').textContent()).toBe(euro(total));
    expect(await summaryText(dialog)).toContain(`Rabatt BLOG20 (20%) 3 × ${euro(discount)} je Platz`);
    expect(await summaryText(dialog)).toContain(`−${euro(3 * discount)}`);
    await screenshotBothWidths(page, 'booking-participants-summary');

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/checkout'));
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    expect(sent.at(-1)).toMatchObject({
      participants: [
        { name: 'Erika Müller-Lüdenscheidt', email: buyer },
        { name: 'Jonas Becker', email: colleague },
        { name: 'Lea Schmidt', email: lea },
      ],
      selectedPrice: total,
      originalAmount: 3 * course.gross_price,
      discountAmount: 3 * discount,
    });
    // The next free date has 2 seats left: the order of 3 is refused whole, its rows stay.
    expect((await answer).status()).toBe(409);
    await dialog.getByRole('alert').getByText(seatsLeftMessage(2)).waitFor();
    expect(await person(dialog, 3).email.inputValue()).toBe(lea);

    await setSpots(app, [course.id], 10);
    const checkoutTab = context.waitForEvent('page');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/checkout'));
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    const { orderId, bookingIds } = (await response.json()) as { orderId: string; bookingIds: string[] };
    expect(bookingIds).toHaveLength(3);
    await checkoutTab;
    const bookings = await app.dataSource.getRepository(Booking).findBy({ order_id: orderId });
    expect(bookings.map((booking) => booking.customer_email).sort()).toEqual([buyer, colleague, lea].sort());
    expect(errors).toEqual([]);
    await context.close();
  });

  it("places the server's participant messages at their inputs, by the place in the list sent", async () => {
    const { context, page, errors } = await openVisitor(browser, 1280);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, uniqueEmail('server'));
    await dialog.getByRole('checkbox', { name: 'Ich nehme selbst teil' }).uncheck();
    // Booking for others only: the first row is there at once, numbered 1.
    await person(dialog, 1).name.fill('Jonas Becker');
    await person(dialog, 1).email.fill(uniqueEmail('jonas'));
    await addColleague(page, dialog, 2, 'Lea Schmidt', uniqueEmail('lea'));
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Ungültige Daten', fields: { 'participants.1.email': ORDER_MESSAGES.sameEmailTwice } },
      }),
    );
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await dialog.getByText(ORDER_MESSAGES.sameEmailTwice).waitFor();
    expect(await person(dialog, 2).email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focused(page)).toBe('E-Mail der teilnehmenden Person 2');

    // Nobody left to take part: the add button says so and takes the focus.
    await person(dialog, 2).remove.click();
    await expect.poll(() => focused(page)).toBe('Name der teilnehmenden Person 1');
    await person(dialog, 1).remove.click();
    await expect.poll(() => focused(page)).toMatch(/Teilnehmende hinzufügen$/);
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    await dialog.getByText(ORDER_MESSAGES.noParticipant).waitFor();
    await expect.poll(() => focused(page)).toMatch(/Teilnehmende hinzufügen$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops adding at 20 participants, the buyer counted, and says why', async () => {
    const { context, page, errors } = await openVisitor(browser, 1280);
    const dialog = await openBookingDialog(page, app);
    for (let added = 1; added < MAX_ORDER_PARTICIPANTS; added += 1) await addButton(dialog).click();
    expect(await person(dialog, MAX_ORDER_PARTICIPANTS).name.count()).toBe(1);
    expect(await addButton(dialog).count()).toBe(0);
    await dialog.getByText(ORDER_MESSAGES.tooManyParticipants).waitFor();
    // Without the buyer there is room for one more again.
    await dialog.getByRole('checkbox', { name: 'Ich nehme selbst teil' }).uncheck();
    expect(await addButton(dialog).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px fits two added rows and the footer without scrolling sideways', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    const dialog = await openBookingDialog(page, app);
    await fillValidBookingForm(dialog, uniqueEmail('telefon'));
    await addColleague(page, dialog, 2, 'Jonas Becker', uniqueEmail('jonas.becker.kollege'));
    await addColleague(page, dialog, 3, 'Lea Schmidt-Hohenstein', uniqueEmail('lea.schmidt-hohenstein'));
    expect(await summaryText(dialog)).toContain('3 ×');
    const widths = await page.evaluate(() => {
      const footer = document.querySelector('dialog[open] .dialog__footer')!;
      return {
        page: document.scrollingElement!.scrollWidth,
        viewport: window.innerWidth,
        footerRight: footer.getBoundingClientRect().right,
        footerOverflow: footer.scrollWidth - footer.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.footerRight).toBeLessThanOrEqual(widths.viewport);
    expect(widths.footerOverflow).toBeLessThanOrEqual(0);
    expect(await violationsOn(page, 'booking dialog with participants at 375 px')).toEqual([]);
    await person(dialog, 3).name.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'booking-participants-rows');
    await dialog.getByRole('region', { name: 'Preisübersicht' }).scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'booking-participants-price');
    expect(errors).toEqual([]);
    await context.close();
  });
});
