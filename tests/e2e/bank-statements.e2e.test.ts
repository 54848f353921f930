import { randomUUID } from 'node:crypto';
import { formatShortDate } from '@mpb/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { camt053 } from '../support/camt053';
import { eventually } from '../support/eventually';
import { euro } from '../support/money';
import { berlinDatePlus, createCourse } from '../integration/helpers/admin-bookings-fixtures';
import { checkoutBody, postJson, uniqueEmail } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshot, screenshotBothWidths } from './support/journey';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

/** One admin per test: each enrols the second factor on first sign-in. */
const ADMINS = { 375: 'zahlungen-telefon@example.de', 1280: 'zahlungen-buero@example.de' } as const;
const DASHBOARD_ADMIN = 'zahlungen-dashboard@example.de';
const NOT_CAMT = 'Die Datei ist kein Kontoauszug im Format CAMT.053.';

interface InvoiceOnOrder {
  id: string;
  number: string;
  gross: number;
  bookingId: string;
  courseId: string;
}

describe("'Zahlungseingänge' in the browser", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite([...Object.values(ADMINS), DASHBOARD_ADMIN].join(','), PAY_ON_INVOICE_ENV));
  });
  afterAll(() => stopDemoSite(app, browser));

  /** A business customer's booking on invoice (offered only 14 days ahead or more) and its invoice. */
  async function bookedOnInvoice(company: string, participant: string, title?: string): Promise<InvoiceOnOrder> {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(20), ...(title ? { title } : {}) });
    const answer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        customerName: participant,
        customerEmail: uniqueEmail('firma'),
        customerType: 'business',
        customerCompany: company,
        paymentMethod: 'invoice',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bookingId = answer.body.bookingId as string;
    const row = await eventually(async () => {
      const [found]: { id: string; number: string; gross_cents: number }[] = await app.dataSource.query(
        `SELECT id, number, gross_cents FROM invoices WHERE booking_id = $1`,
        [bookingId],
      );
      return found;
    });
    return { id: row.id, number: row.number, gross: row.gross_cents, bookingId, courseId: course.id };
  }

  const reference = () => `${Date.now()}${randomUUID().slice(0, 6)}`;

  /** Chooses the file by keyboard; the file input itself is hidden behind the button. */
  async function importFile(page: Page, name: string, content: string) {
    await page.getByRole('button', { name: 'XML-Datei auswählen' }).focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(content) });
  }

  for (const width of [375, 1280] as const) {
    it(`imports a statement at ${width} px: the exact credit settles its invoice, the others are assigned or returned`, async () => {
      const exact = await bookedOnInvoice('Exakt Medical GmbH', 'Erika Exakt');
      const partial = await bookedOnInvoice('Teil Medical GmbH', 'Tobias Teil');
      const unknownPayer = `Unbekannt ${width} AG`;
      const statement = camt053('001.08', berlinDatePlus(0), [
        {
          cents: exact.gross,
          bankReference: reference(),
          debtor: 'Exakt Medical GmbH',
          text: `Rechnung ${exact.number}`,
        },
        { cents: partial.gross - 10000, bankReference: reference(), debtor: 'Teil Medical GmbH', text: partial.number },
        { cents: 5000, bankReference: reference(), debtor: unknownPayer, text: 'Spende Sommerfest' },
      ]);

      const { context, page, errors } = await openVisitor(browser, width);
      // Playwright intercepts file choosers only once someone listens; listening from the start
      // keeps the first choice from racing that switch.
      page.on('filechooser', () => undefined);
      await signInAdminInBrowser(page, app, ADMINS[width]);
      // No booking on invoice is due to start soon, so the dashboard shows no such card.
      await page.getByRole('heading', { name: 'Auslastung der nächsten Kurse' }).waitFor();
      expect(await page.getByRole('region', { name: 'Zahlung offen vor Kursbeginn' }).count()).toBe(0);
      if (width === 375) await page.goto(`${app.url}/admin/bank-transactions`);
      else await page.getByRole('menuitem', { name: 'Zahlungseingänge' }).click();
      await page.waitForURL(/\/admin\/bank-transactions/);
      await page.getByRole('heading', { name: 'Kontoauszug importieren (CAMT.053)' }).waitFor();
      await page.getByText('Keine offenen Zahlungseingänge').waitFor();

      await importFile(page, 'rechnung.xml', '<html><body>Kein Auszug</body></html>');
      await page.getByRole('alert').getByText(NOT_CAMT, { exact: false }).waitFor();

      await importFile(page, 'auszug.xml', statement);
      await page.getByText('1 Zahlung zugeordnet, 2 offen, 0 bereits importiert').waitFor();
      const matched = page.getByRole('list', { name: 'Zugeordnete Zahlungen' }).getByRole('listitem');
      expect(await matched.allTextContents()).toEqual([`${exact.number} · ${euro(exact.gross)} · Exakt Medical GmbH`]);

      // The list shows what is open: the part payment and the unknown credit, not the settled one.
      const credits =
        width === 375
          ? page.getByRole('list', { name: 'Zahlungseingänge' }).getByRole('listitem')
          : page.getByRole('row').filter({ has: page.getByRole('cell') });
      const credit = (text: string): Locator => credits.filter({ hasText: text });
      await expect.poll(() => credits.count()).toBe(2);
      await credit(unknownPayer).waitFor();
      for (const text of [
        euro(partial.gross - 10000),
        'Teil Medical GmbH',
        partial.number,
        formatShortDate(berlinDatePlus(0)),
      ])
        expect(await credit(partial.number).getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
      expect(await credit(exact.number).count()).toBe(0);
      expect(await violationsOn(page, `admin-bank-transactions-${width}`)).toEqual([]);
      await screenshot(page, 'admin-bank-transactions', { fullPage: true });

      await credit(partial.number).getByRole('button', { name: 'Rechnung zuordnen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rechnung zuordnen' });
      await dialog.getByRole('combobox', { name: 'Rechnung' }).fill(partial.number);
      const option = page.getByRole('option').filter({ hasText: partial.number });
      await option.waitFor();
      expect(await option.textContent()).toContain('Tobias Teil (Teil Medical GmbH)');
      expect(await option.textContent()).toContain(euro(partial.gross));
      expect(await violationsOn(page, `admin-bank-transaction-assign-${width}`)).toEqual([]);
      await screenshot(page, 'admin-bank-transaction-assign');
      await option.click();
      await dialog.getByRole('button', { name: 'Zuordnen' }).click();
      await page.getByText(`Zahlungseingang der Rechnung ${partial.number} zugeordnet`).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => credits.count()).toBe(1);

      await credit(unknownPayer).getByRole('button', { name: 'Zurücküberwiesen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Als zurücküberwiesen vermerken?' });
      await confirm.getByText(`${euro(5000)} von ${unknownPayer}`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Zurücküberwiesen' }).click();
      await page.getByText('Zahlungseingang als zurücküberwiesen vermerkt').waitFor();
      await page.getByText('Keine offenen Zahlungseingänge').waitFor();

      if (width === 1280) {
        // A statement imported twice changes nothing; a collective payment is noted as dealt with.
        const collective = camt053('001.08', berlinDatePlus(0), [
          { cents: 94962, bankReference: reference(), debtor: 'Sammel Medical GmbH', text: 'Sammelzahlung November' },
          { cents: 1200, bankReference: reference(), debtor: 'Doppelt AG', text: 'Gebühr' },
        ]);
        await importFile(page, 'sammel.xml', collective);
        await page.getByText('0 Zahlungen zugeordnet, 2 offen, 0 bereits importiert').waitFor();
        await importFile(page, 'sammel.xml', collective);
        await page.getByText('0 Zahlungen zugeordnet, 0 offen, 2 bereits importiert').waitFor();
        await credit('Sammel Medical GmbH').getByRole('button', { name: 'Rechnung zuordnen' }).click();
        await dialog.getByRole('button', { name: 'Ohne Rechnung erledigt' }).click();
        await page.getByText('Zahlungseingang als erledigt vermerkt').waitFor();
        await dialog.waitFor({ state: 'detached' });

        // Dealt with elsewhere while the dialog was open: the server's German refusal is shown.
        await credit('Doppelt AG').getByRole('button', { name: 'Rechnung zuordnen' }).click();
        const [late]: { id: string }[] = await app.dataSource.query(
          `SELECT id FROM bank_transactions WHERE debtor_name = 'Doppelt AG'`,
        );
        const returned = await page.request.post(`${app.url}/api/admin/bank-transactions/${late.id}/return`, {
          headers: { Origin: app.url },
        });
        expect(returned.status()).toBe(200);
        await dialog.getByRole('button', { name: 'Ohne Rechnung erledigt' }).click();
        await page.getByText('Zuordnen fehlgeschlagen: Dieser Zahlungseingang ist nicht mehr offen.').waitFor();
        await page.getByText('Keine offenen Zahlungseingänge').waitFor();
      }

      // The part payment is on record against its invoice, which stays open until the rest comes.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Von Hand zugeordnet' }).click();
      await credit(partial.number).getByText('Von Hand zugeordnet').waitFor();
      expect(await credit(partial.number).getByRole('button').count()).toBe(0);

      const paymentState = async (invoice: InvoiceOnOrder) => {
        const filter = encodeURIComponent(JSON.stringify({ q: invoice.number }));
        await page.goto(`${app.url}/admin/invoices?filter=${filter}`);
        const row = page.getByRole('row').filter({ hasText: invoice.number });
        await row.waitFor();
        return row;
      };
      await (await paymentState(exact)).getByText('Bezahlt', { exact: true }).waitFor();
      await (await paymentState(partial)).getByText(/^Offen/).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('flags a booking on invoice still unpaid shortly before its course on the dashboard, with links to the invoice and the booking', async () => {
    const unpaid = await bookedOnInvoice('Spät Medical GmbH', 'Paula Spät', 'E2E Kurs morgen');
    // Booking on invoice needs the course 14 days ahead; moving it to tomorrow afterwards is what time would do.
    const tomorrow = berlinDatePlus(1);
    await app.dataSource.query(`UPDATE courses SET date = $1 WHERE id = $2`, [tomorrow, unpaid.courseId]);

    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, DASHBOARD_ADMIN);
    const card = page.getByRole('region', { name: 'Zahlung offen vor Kursbeginn' });
    const entry = card.getByRole('listitem', { name: 'Paula Spät, E2E Kurs morgen' });
    await entry.waitFor();
    for (const text of [
      'Spät Medical GmbH (Paula Spät)',
      `E2E Kurs morgen am ${formatShortDate(tomorrow)}`,
      euro(unpaid.gross),
    ])
      expect(await entry.getByText(text, { exact: false }).isVisible(), text).toBe(true);
    expect(
      await violationsOn(page, 'admin-dashboard-unpaid', {
        include: ['section[aria-label="Zahlung offen vor Kursbeginn"]'],
      }),
    ).toEqual([]);
    await screenshotBothWidths(page, 'admin-dashboard-unpaid', { fullPage: true });

    await entry.getByRole('link', { name: unpaid.number }).click();
    await page.waitForURL(/\/admin\/invoices\?/);
    await page
      .getByRole('row')
      .filter({ hasText: unpaid.number })
      .getByText(/^Offen/)
      .waitFor();

    await page.goBack();
    await entry.getByRole('link', { name: 'Buchung öffnen: Paula Spät' }).click();
    await page.waitForURL(/\/admin\/bookings\?.*filter/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Paula Spät' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
