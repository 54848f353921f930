import { formatShortDate } from '@mpb/domain';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../backend/src/bookings/booking.entity';
import type { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import {
  berlinDatePlus,
  createCourse,
  insertBooking,
  loadBooking,
  paidBooking,
  pendingBooking,
} from '../integration/helpers/admin-bookings-fixtures';
import { spotsOf } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, screenshotBothWidths } from './support/journey';

const ADMIN = 'buero@example.de';
const HOUR = 3_600_000;
/** The highlight of a row whose payment is pending for more than 24 hours (001 §4), as the browser computes it. */
const OVERDUE_YELLOW = 'rgb(255, 243, 196)';

/** Exact euros as DECISIONS 19 wants them, written independently of the product's code. */
function exactEuro(cents: number): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

describe('admin bookings tab in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let course: Course;
  let paid: Booking;
  let pending: Booking;
  let overdue: Booking;

  const row = (name: string): Locator => page.getByRole('row').filter({ hasText: name });
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const mailsTo = (email: string) => app.smtp.mails.filter((mail) => mail.to.includes(email));
  const openBookings = async (filter: object = {}) => {
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await page.getByRole('table').waitFor();
  };

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN, { MAIL_DELIVERY_WAIT_MS: '8000' }));
    // Ten days before the start the terms refund a business customer half (DECISIONS 23): 47481 cents -> 23741.
    course = await createCourse(app.dataSource, {
      title: 'E2E Verwaltungskurs',
      date: berlinDatePlus(10),
      max_participants: 6,
      available_spots: 6,
    });
    paid = await paidBooking(app, course, {
      customerName: 'Paula Bezahlt',
      customerType: 'business',
      customerCompany: 'Bezahlt Medical GmbH',
    });
    pending = await pendingBooking(app, course, { customerName: 'Peter Offen' });
    overdue = await insertBooking(app, course, {
      customer_name: 'Olga Überfällig',
      created_at: new Date(Date.now() - 25 * HOUR),
    });
    // Paid less than the booking's amount: the payment needs a look ('Prüfen nötig').
    await insertBooking(app, course, {
      customer_name: 'Rita Prüfung',
      booking_status: 'confirmed',
      payment_status: 'paid',
      paid_amount: 40000,
      review_reason: 'amount_mismatch',
    });
    ({ context, page, errors } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('opens on the bookings tab with the server figures, the chart, the course fill and the yellow overdue row', async () => {
    await page.goto(`${app.url}/admin/testing`);
    await page.waitForURL(/\/admin\/bookings/);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(/\/admin\/bookings/);
    const menu = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(menu).toEqual([
      'Buchungen',
      'Kurse verwalten',
      'Newsletter',
      'Wartelisten',
      'Discount Codes',
      'E-Mail Templates',
      'GDPR-Anfragen',
      'Rechnungen',
      'Zahlungseingänge',
      'Audit-Log',
    ]);
    await row('Olga Überfällig').waitFor();
    const stats = await page.evaluate(async () => (await fetch('/api/admin/stats?filter=%7B%7D')).json());
    const summary = (label: string) => page.getByRole('article', { name: label });
    await expect.poll(() => summary('Buchungen gesamt').textContent()).toBe(`Buchungen gesamt${stats.totalBookings}`);
    expect(await summary('Bestätigt').textContent()).toBe(`Bestätigt${stats.confirmed}`);
    expect(await summary('Ausstehend').textContent()).toBe(`Ausstehend${stats.pending}`);
    expect(await summary('Umsatz').textContent()).toBe(`Umsatz${exactEuro(stats.revenueCents)}`);
    expect(stats).toMatchObject({
      totalBookings: 4,
      confirmed: 2,
      pending: 2,
      revenueCents: course.gross_price + 40000,
    });

    await page.getByRole('img', { name: 'Buchungen und Umsatz pro Woche' }).waitFor();
    const fill = page.getByRole('listitem', { name: new RegExp(`^E2E Verwaltungskurs`) });
    await fill.getByText('2 bestätigt · 1 reserviert · 4 frei · 0 wartend').waitFor();
    await fill.getByText('Absage prüfen').waitFor();

    const background = (name: string) => row(name).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Olga Überfällig')).toBe(OVERDUE_YELLOW);
    expect(await background('Peter Offen')).not.toBe(OVERDUE_YELLOW);
    expect(await row('Paula Bezahlt').textContent()).toContain(exactEuro(course.gross_price));
    await screenshotBothWidths(page, 'admin-bookings-list');
    await screenshotBothWidths(page, 'admin-bookings-list-full', { fullPage: true });

    // On a phone each booking is a card, still marked yellow, and nothing widens the page.
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const card = page.locator('ul[aria-label="Buchungen"] > li', { hasText: 'Olga Überfällig' });
      expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(OVERDUE_YELLOW);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('filters by search and status and exports exactly the filtered rows as the server writes them', async () => {
    await openBookings();
    await page.getByPlaceholder('Name, E-Mail, Kurs oder Datum').fill('Überfällig');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expect
      .poll(() => page.getByRole('article', { name: 'Buchungen gesamt' }).textContent())
      .toBe('Buchungen gesamt1');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV exportieren', exact: true }).click(),
    ]);
    await toast('Export erfolgreich');
    const records: Record<string, string>[] = parse(readFileSync(await download.path(), 'utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(records.map((record) => [record.Buchungsnummer, record.Name])).toEqual([[overdue.id, 'Olga Überfällig']]);
    expect(download.suggestedFilename()).toMatch(/^buchungen-\d{4}-\d{2}-\d{2}\.csv$/);

    await openBookings({ booking_status: 'confirmed' });
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await row('Paula Bezahlt').waitFor();

    // 'Prüfen nötig' narrows to bookings whose payment needs a look; switched off it filters nothing.
    await openBookings();
    await expect.poll(() => page.getByRole('row').count()).toBe(5);
    await page.getByRole('switch', { name: 'Prüfen nötig' }).check();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row('Rita Prüfung').getByText('Prüfen nötig').waitFor();
    await page.getByRole('switch', { name: 'Prüfen nötig' }).uncheck();
    await expect.poll(() => page.getByRole('row').count()).toBe(5);

    // Select all visible rows, export the selection, clear it.
    await page.getByRole('checkbox', { name: 'Alle auswählen' }).check();
    await page.getByText('4 Elemente ausgewählt').waitFor();
    await screenshotBothWidths(page, 'admin-bookings-selection');
    const [selection] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auswahl als CSV exportieren' }).click(),
    ]);
    const selected: Record<string, string>[] = parse(readFileSync(await selection.path(), 'utf8'), {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(selected.map((record) => record.Name).sort()).toEqual([
      'Olga Überfällig',
      'Paula Bezahlt',
      'Peter Offen',
      'Rita Prüfung',
    ]);
    await page.getByRole('button', { name: 'Auswahl aufheben' }).click();
    await page.getByText('4 Elemente ausgewählt').waitFor({ state: 'hidden' });
    await screenshotBothWidths(page, 'admin-bookings-filtered');
  });

  it('confirms a pending booking after asking, and the manual confirmation mail arrives', async () => {
    await openBookings();
    await row('Peter Offen').getByRole('button', { name: 'Bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buchung bestätigen?' });
    await dialog.waitFor();
    await screenshotBothWidths(page, 'admin-booking-confirm-dialog');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await toast('Buchung bestätigt');
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(pending.customer_email));
    expect(mail.text).toContain('E2E Verwaltungskurs');
    expect((await loadBooking(app.dataSource, pending.id)).booking_status).toBe('confirmed');
    await row('Peter Offen').getByText('Bestätigt', { exact: true }).waitFor();
  });

  it('cancels a paid booking with the proposed refund: the bound is checked, the seat returns, the mail states the refund, the payment is refunded', async () => {
    await openBookings();
    const spotsBefore = await spotsOf(app.dataSource, course.id);
    await row('Paula Bezahlt').getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buchung stornieren' });
    await dialog.getByText(`Vorschlag: ${exactEuro(23741)}`).waitFor();
    await dialog
      .getByText('Noch 10 Tage bis Kursbeginn: nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn).')
      .waitFor();
    await dialog.getByText('Firmenkunde', { exact: true }).waitFor();
    await dialog.getByText('Bezahlt Medical GmbH', { exact: true }).waitFor();
    const amount = dialog.getByRole('textbox', { name: 'Erstattungsbetrag' });
    expect(await amount.inputValue()).toBe('237,41');

    await amount.fill('500');
    await dialog.getByRole('button', { name: 'Stornieren' }).click();
    await dialog.getByText(`Bitte geben Sie einen Betrag von 0 € bis ${exactEuro(47481)} ein.`).waitFor();
    await screenshotBothWidths(page, 'admin-booking-cancel-dialog');
    expect((await loadBooking(app.dataSource, paid.id)).booking_status).toBe('confirmed');

    await amount.fill('237,41');
    await dialog.getByLabel('Nachricht an die Kundin oder den Kunden (optional)').fill('Wir bedauern die Absage.');
    await dialog.getByRole('button', { name: 'Stornieren' }).click();
    await toast('Buchung storniert');
    expect(await loadBooking(app.dataSource, paid.id)).toMatchObject({
      booking_status: 'cancelled',
      payment_status: 'partially_refunded',
      refunded_amount: 23741,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(spotsBefore + 1);
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(paid.customer_email) && /^Stornierung/.test(caught.subject),
    );
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Wir erstatten Ihnen 237,41 €');
    const [session] = await app.dataSource.query(
      `SELECT refund_id, refunded_at FROM test_checkout_sessions WHERE booking_id = $1`,
      [paid.id],
    );
    expect(session.refund_id).toEqual(expect.any(String));
    await row('Paula Bezahlt').getByText('Teilweise erstattet').waitFor();
  });

  it('resends a mail of the chosen type, and the booking history shows every change', async () => {
    await openBookings();
    const before = mailsTo(paid.customer_email).length;
    await row('Paula Bezahlt').getByRole('button', { name: 'E-Mail erneut senden' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-Mail erneut senden' });
    await dialog.getByRole('radio', { name: 'Stornierung' }).check();
    await dialog.getByLabel('Persönliche Nachricht (optional)').fill('Hier noch einmal die Stornierung.');
    await screenshotBothWidths(page, 'admin-booking-resend-dialog');
    await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
    await toast('E-Mail versendet');
    const mails = await app.smtp.waitFor(before + 1, (caught) => caught.to.includes(paid.customer_email));
    expect(mails.at(-1)!.text).toContain('Hier noch einmal die Stornierung.');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await row('Paula Bezahlt').getByRole('link', { name: 'Verlauf' }).click();
    await page.waitForURL(/\/admin\/audit-log/);
    // Every route change scrolls to the top (001 §2).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('cell', { name: 'E-Mail angefordert' }).waitFor();
    await page.getByRole('cell', { name: 'Buchung storniert' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    const cancelEntry = await page.getByRole('row').nth(2).textContent();
    expect(cancelEntry).toContain('BuchungsstatusBestätigt → Storniert');
    // Whom and which date it is about, and what the cancellation refunded.
    expect(cancelEntry).toContain('Paula Bezahlt');
    expect(cancelEntry).toContain(`E2E Verwaltungskurs, ${formatShortDate(course.date)}`);
    expect(cancelEntry).toContain(`Erstattung ${exactEuro(23741)}`);
    await screenshotBothWidths(page, 'admin-audit-log');
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const card = page.locator('ul[aria-label="Audit-Log-Einträge"] > li', { hasText: 'Buchung storniert' });
      await card.getByText(`Erstattung ${exactEuro(23741)}`).waitFor();
      await card.getByText('Paula Bezahlt').waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("cancels all pending after asking, says how many and mails them; with none pending it asks nothing and says 'Keine ausstehenden Buchungen'; a cancelled booking can be removed", async () => {
    await openBookings();
    const button = page.getByRole('button', { name: 'Alle ausstehenden stornieren' });
    const confirmDialog = page.getByRole('dialog', { name: 'Alle ausstehenden Buchungen stornieren?' });
    await button.click();
    await confirmDialog.getByText('1 Buchung, deren Zahlung noch aussteht, wird storniert', { exact: false }).waitFor();
    await confirmDialog.getByRole('button', { name: 'Alle ausstehenden stornieren' }).click();
    await toast('1 ausstehende Buchung storniert');
    expect((await loadBooking(app.dataSource, overdue.id)).booking_status).toBe('cancelled');
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(overdue.customer_email));
    expect(mail.subject).toMatch(/^Stornierung Ihrer Buchung/);
    expect(mail.text).not.toMatch(/erstatt/i);
    await page.getByText('1 ausstehende Buchung storniert').waitFor({ state: 'detached' });

    await button.click();
    await toast('Keine ausstehenden Buchungen');
    expect(await confirmDialog.count()).toBe(0);
    await screenshotBothWidths(page, 'admin-bookings-none-pending');

    await row('Olga Überfällig').getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog', { name: 'Buchung entfernen?' }).getByRole('button', { name: 'Entfernen' }).click();
    await toast('Buchung entfernt');
    await expect.poll(() => row('Olga Überfällig').count()).toBe(0);
    expect((await loadBooking(app.dataSource, overdue.id)).deleted_at).toBeInstanceOf(Date);
    expect(errors).toEqual([]);
  });

  it('offers past and cancelled dates in the course filter and finds the bookings of a date typed into the search', async () => {
    const past = await createCourse(app.dataSource, { title: 'E2E Vergangener Kurs', date: berlinDatePlus(-20) });
    const cancelled = await createCourse(app.dataSource, {
      title: 'E2E Abgesagter Kurs',
      date: berlinDatePlus(15),
      status: 'cancelled',
    });
    await insertBooking(app, past, {
      customer_name: 'Vera Vergangen',
      booking_status: 'confirmed',
      payment_status: 'paid',
    });
    await openBookings();
    await page.getByRole('combobox', { name: 'Kurs' }).click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining([
        `${formatShortDate(course.date)} – E2E Verwaltungskurs`,
        `${formatShortDate(past.date)} – E2E Vergangener Kurs (vergangen)`,
        `${formatShortDate(cancelled.date)} – E2E Abgesagter Kurs (abgesagt)`,
      ]),
    );
    await page.getByRole('option', { name: /E2E Vergangener Kurs/ }).click();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row('Vera Vergangen').waitFor();

    for (const typed of [formatShortDate(past.date), past.date]) {
      await openBookings();
      await page.getByPlaceholder('Name, E-Mail, Kurs oder Datum').fill(typed);
      await expect.poll(() => page.getByRole('row').count()).toBe(2);
      await row('Vera Vergangen').waitFor();
    }
    await screenshotBothWidths(page, 'admin-bookings-date-search');
    expect(errors).toEqual([]);
  });
});
