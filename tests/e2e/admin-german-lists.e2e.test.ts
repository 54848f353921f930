import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBookingCancellationService } from '../../backend/src/bookings/admin/admin-booking-cancellation.service';
import { GdprDeletionService } from '../../backend/src/gdpr/gdpr-deletion.service';
import type { TestApp } from '../support/app';
import {
  berlinDatePlus,
  createCourse,
  insertBooking,
  paidBooking,
  pendingBooking,
} from '../integration/helpers/admin-bookings-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { openVisitor, screenshot } from './support/journey';

const ADMIN = 'listen-admin@example.de';
const WIDTHS = [375, 1280] as const;
const LONG_EMAILS = [
  'katharina.von.hohenstein.mustermann@medizintechnikberatung.example',
  'maximilian.alexander.schulze@qualitaetsmanagementberatung.example',
  'dr.friederike.oberndorfer@zertifizierung.medizinprodukteberater.example',
];

/** The lines a text element is laid out in, read from the browser's own character boxes. */
async function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((candidate) => Math.abs(candidate.top - top) < 4);
        if (line) line.text += node.textContent![index];
        else lines.push({ top, text: node.textContent![index] });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text);
  });
}

describe('admin lists speak German and fit a phone', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /**
   * Runs the check at phone and desktop width, each followed by a screenshot and axe: on the whole
   * page, or on the part the check returns (a booking's row without react-admin's row checkbox,
   * whose label axe faults in every react-admin table).
   */
  async function atBothWidths(name: string, check: (width: number) => Promise<Locator | void>) {
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        const part = await check(width);
        if (part) await part.scrollIntoViewIfNeeded();
        await screenshot(page, name);
        if (part) await part.evaluate((element) => element.setAttribute('data-axe-scope', ''));
        const scope = part ? { include: ['[data-axe-scope]'], exclude: ['.select-item'] } : undefined;
        expect(await violationsOn(page, `${name} at ${width}`, scope)).toEqual([]);
        if (part) await part.evaluate((element) => element.removeAttribute('data-axe-scope'));
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }

  const openBookings = async (q: string) => {
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  };
  /** The booking's row (table) or card (phone), whichever shows. */
  const bookingEntry = (width: number, text: string): Locator =>
    width < 900
      ? page.locator('ul[aria-label="Buchungen"] > li', { hasText: text })
      : page.getByRole('row').filter({ hasText: text });

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN, {
      MAIL_DELIVERY_WAIT_MS: '8000',
      SITE_BANK_ACCOUNT_HOLDER: 'Beispiel Medical Consulting GmbH',
      SITE_BANK_IBAN: 'DE89370400440532013000',
    }));
    ({ context, page } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('names the newsletter subscribers in the empty newsletter tab, under a modest icon', async () => {
    await page.goto(`${app.url}/admin/newsletter-subscribers`);
    await atBothWidths('admin-newsletter-empty', async () => {
      const empty = page.getByText('Noch keine Abonnentinnen und Abonnenten', { exact: true });
      await empty.waitFor();
      expect(await page.getByText(/Noch keine Newsletter vorhanden/).count()).toBe(0);
      const icon = page
        .locator('main svg')
        .filter({ has: page.locator('path') })
        .last();
      const box = (await icon.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(64);
    });
  });

  it('keeps the last course card clear of the floating + button on a phone', async () => {
    const tag = `Phone${Date.now()}`;
    for (let day = 20; day < 24; day += 1)
      await createCourse(app.dataSource, { title: `${tag} Kurs ${day}`, date: berlinDatePlus(day) });
    // The list has loaded at the wide width, the menu open beside it, before the page narrows to a
    // phone's: the menu must then close instead of covering the cards (and hiding them from a screen reader).
    const listed = page.waitForResponse(
      (response) => response.url().includes('/api/admin/courses?') && response.url().includes(tag) && response.ok(),
      { timeout: 80_000 },
    );
    await page.goto(`${app.url}/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await listed;
    await atBothWidths('admin-courses-create-button', async (width) => {
      const last = page.getByRole(width < 900 ? 'listitem' : 'row', { name: `${tag} Kurs 23` });
      await last.waitFor();
      const create = page.getByRole('link', { name: 'Neuer Kurs' }).first();
      await create.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(
            () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
          ),
        )
        .toBe(true);
      const card = (await last.boundingBox())!;
      const button = (await create.boundingBox())!;
      const overlaps =
        card.x < button.x + button.width &&
        button.x < card.x + card.width &&
        card.y < button.y + button.height &&
        button.y < card.y + card.height;
      expect(overlaps, `at ${width}: card ${JSON.stringify(card)}, button ${JSON.stringify(button)}`).toBe(false);
    });
  });

  it('leaves the admin open to a screen reader and the keyboard when the window narrows to a phone with the menu open', async () => {
    const tag = `Drehen${Date.now()}`;
    await createCourse(app.dataSource, { title: `${tag} Kurs`, date: berlinDatePlus(30) });
    // As on a phone turned upright: the list shown at a landscape width, the menu open beside it as
    // it starts there (no menu state stored yet), then narrowed.
    await page.setViewportSize({ width: 812, height: 375 });
    await page.goto(`${app.url}/admin`);
    await page.evaluate(() => localStorage.removeItem('RaStore.sidebar.open'));
    await page.goto(`${app.url}/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    // Below 900 px the list shows cards.
    await page.getByRole('listitem', { name: `${tag} Kurs` }).waitFor();
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('listitem', { name: `${tag} Kurs` }).waitFor();
      await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
      expect(await page.locator('.MuiDrawer-modal').count()).toBe(0);
      expect(await page.locator('#admin[aria-hidden]').count()).toBe(0);

      // The menu still opens as a drawer over the page there, and closes again.
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('menuitem', { name: 'Kurse' }).waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
      expect(await page.locator('#admin[aria-hidden]').count()).toBe(0);

      // Turned back, the menu is open beside the page again, as it was.
      await page.setViewportSize({ width: 812, height: 375 });
      await page.getByRole('button', { name: 'Menü schließen' }).waitFor();
      const menu = page.locator('.RaSidebar-docked .MuiPaper-root');
      await expect.poll(async () => (await menu.boundingBox())?.width ?? 0).toBeGreaterThan(150);
      expect(await page.locator('#admin[aria-hidden]').count()).toBe(0);

      // Opened anew at a phone's width with the menu stored open (as a wide window left it), the
      // page is not covered either, and the menu is open again once the window is wide.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.evaluate(() => {
        localStorage.setItem('RaStore.sidebar.open', 'true');
        localStorage.removeItem('RaStore.sidebar.reopenWhenWide');
      });
      await page.reload();
      await page.getByRole('listitem', { name: `${tag} Kurs` }).waitFor();
      await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
      expect(await page.locator('.MuiDrawer-modal').count()).toBe(0);
      expect(await page.locator('#admin[aria-hidden]').count()).toBe(0);
      await page.setViewportSize({ width: 812, height: 375 });
      await page.getByRole('button', { name: 'Menü schließen' }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('wraps long e-mail addresses only at their @ and dots', async () => {
    const course = await createCourse(app.dataSource, { title: 'Umbruchkurs' });
    for (const [index, email] of LONG_EMAILS.entries())
      await insertBooking(app, course, { customer_name: `Umbruch ${index}`, customer_email: email });
    await openBookings('Umbruchkurs');
    await atBothWidths('admin-bookings-long-email', async (width) => {
      for (const [index, email] of LONG_EMAILS.entries()) {
        const address = bookingEntry(width, `Umbruch ${index}`).locator(`a[href="mailto:${email}"]`);
        await address.waitFor();
        const lines = await linesOf(address);
        expect(lines.join('')).toBe(email);
        for (const [at, line] of lines.slice(0, -1).entries()) {
          const breaksWell = line.endsWith('.') || line.endsWith('@') || lines[at + 1].startsWith('@');
          expect(breaksWell, `at ${width}: ${JSON.stringify(lines)}`).toBe(true);
        }
      }
      return bookingEntry(width, 'Umbruch 0');
    });
  });

  it('shows a deleted person’s booking as anonymised, without cancel or mail, and says why', async () => {
    const course = await createCourse(app.dataSource, { title: 'Löschkurs' });
    const booking = await paidBooking(app, course, { customerName: 'Dora Gelöscht' });
    await app.api.get(GdprDeletionService).delete(booking.customer_email, null, { email: ADMIN, ip: null });
    await openBookings('Löschkurs');
    await atBothWidths('admin-bookings-anonymised', async (width) => {
      const entry = bookingEntry(width, 'Löschkurs');
      await entry.getByText('Anonymisiert (DSGVO)', { exact: true }).waitFor();
      expect(await entry.getByText('anonymisiert@geloescht.invalid').count()).toBe(0);
      expect(await entry.getByRole('button', { name: 'Stornieren' }).count()).toBe(0);
      expect(await entry.getByRole('button', { name: 'E-Mail erneut senden' }).count()).toBe(0);
      await entry.getByRole('button', { name: 'Anonymisiert', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Anonymisierte Buchung' });
      await dialog
        .getByText(/Eine Erstattung, um die die Person vor der Löschung gebeten hat, ist hier nicht vorgesehen/)
        .waitFor();
      await screenshot(page, 'admin-bookings-anonymised-dialog');
      expect(await violationsOn(page, `anonymised dialog at ${width}`)).toEqual([]);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'detached' });
      return entry;
    });
  });

  it('confirms an unpaid booking by hand: the booking shows the payment still due, the mail says how to pay', async () => {
    const course = await createCourse(app.dataSource, { title: 'Vorkassekurs', gross_price: 47481 });
    const booking = await pendingBooking(app, course, { customerName: 'Uwe Unbezahlt' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBookings('Uwe Unbezahlt');
    const row = bookingEntry(1280, 'Uwe Unbezahlt');
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buchung bestätigen?' });
    await dialog.getByText(/obwohl die Zahlung noch aussteht/).waitFor();
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    const notice = page.getByText('Buchung bestätigt', { exact: true });
    await notice.first().waitFor();
    // The notice covers the lower part of a phone's screen until it closes by itself: the checks read what is under it.
    await notice.first().waitFor({ state: 'hidden' });
    // The invoice follows in a mail of its own.
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(booking.customer_email) && !caught.subject.startsWith('Ihre Rechnung'),
    );
    expect(mail.subject).toContain('Zahlung ausstehend');
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    await atBothWidths('admin-bookings-payment-due', async (width) => {
      const entry = bookingEntry(width, 'Uwe Unbezahlt');
      await entry.getByText('Bestätigt', { exact: true }).waitFor();
      await entry.getByText('Zahlung ausstehend', { exact: true }).waitFor();
      return entry;
    });
  });

  it('reads the audit log in German: action names, field labels, before and after values', async () => {
    const course = await createCourse(app.dataSource, {
      title: 'Protokollkurs',
      gross_price: 47481,
      date: berlinDatePlus(30),
    });
    const booking = await paidBooking(app, course, { customerName: 'Paul Protokoll' });
    await app.api
      .get(AdminBookingCancellationService)
      .cancel(booking.id, { refundCents: 23741, message: 'Auf Wunsch storniert' }, { email: ADMIN, ip: null });
    await page.goto(
      `${app.url}/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ entity: 'booking', entity_id: booking.id }))}`,
    );
    await atBothWidths('admin-audit-log-german', async (width) => {
      // A card on a phone, so the changes need no sideways scrolling.
      const entries =
        width < 900
          ? page.getByRole('list', { name: 'Audit-Log-Einträge' }).getByRole('listitem')
          : page.getByRole('row');
      const entry = entries.filter({ hasText: 'Buchung storniert' });
      await entry.waitFor();
      const text = (await entry.textContent())!;
      for (const shown of [
        'Buchungsstatus',
        'Bestätigt → Storniert',
        'Zahlungsstatus',
        'Bezahlt → Teilweise erstattet',
        'Platz gehalten',
        'Ja → Nein',
        'Nachricht',
        'Auf Wunsch storniert',
      ]) {
        expect(text).toContain(shown);
      }
      expect(text).not.toMatch(/booking_status|refunded_amount|holds_seat|partially|confirmed|true|false|null|[{}"]/);
      const change = (await entry.getByText('Bestätigt → Storniert').boundingBox())!;
      expect(change.x + change.width).toBeLessThanOrEqual(width);
    });
  });
});
