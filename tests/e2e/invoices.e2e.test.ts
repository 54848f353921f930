import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { euro } from '../support/money';
import { previousMonth } from '../../frontend/src/admin/invoices/InvoiceExportButton';
import { berlinDatePlus, createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { signInAdminInBrowser, signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'buchhaltung-admin@example.de';
/** A second admin, who enrols the second factor in their own test. */
const EXPORT_ADMIN = 'steuer-admin@example.de';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('invoices in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(`${ADMIN},${EXPORT_ADMIN}`));
  });
  afterAll(() => stopDemoSite(app, browser));

  async function invoiceOf(bookingId: string) {
    return eventually(async () => {
      const [row]: { id: string; number: string; pdf_sha256: string | null }[] = await app.dataSource.query(
        `SELECT i.id, i.number, d.pdf_sha256 FROM invoices i LEFT JOIN invoice_documents d ON d.invoice_id = i.id
          WHERE i.booking_id = $1`,
        [bookingId],
      );
      return row?.pdf_sha256 ? { ...row, pdf_sha256: row.pdf_sha256 } : undefined;
    });
  }

  it("lists the buyer's invoice in 'Meine Buchungen' and downloads the stored PDF", async () => {
    const email = uniqueEmail('rechnungskundin');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: email });
    const invoice = await invoiceOf(booking.id);
    const [mail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && caught.subject.includes(invoice.number),
    );

    const { context, page, errors } = await openVisitor(browser);
    await page.goto(signInLinkIn(mail.text));
    await page.waitForURL(`${app.url}/meine-buchungen`);
    const card = page.getByRole('article', { name: course.title });
    const link = card.getByRole('link', { name: `Rechnung ${invoice.number}`, exact: true });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`Rechnung-${invoice.number}.pdf`);
    const path = await download.path();
    expect(sha256(await readFile(path))).toBe(invoice.pdf_sha256);
    expect(await card.getByRole('link', { name: `Rechnung ${invoice.number} als XML (E-Rechnung)` }).isVisible()).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin the 'Rechnungen' list in German, filters it and offers the stored documents", async () => {
    const email = uniqueEmail('rechnungsliste');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: email, customerName: 'Berta Buchhaltung' });
    const invoice = await invoiceOf(booking.id);

    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMIN);
    await page.getByRole('menuitem', { name: 'Rechnungen' }).click();
    await page.waitForURL(`${app.url}/admin/invoices`);
    for (const header of ['Nummer', 'Art', 'Datum', 'Rechnungsempfänger', 'Netto', 'USt.', 'Brutto', 'Zahlungsstand'])
      await page.getByRole('columnheader', { name: header }).first().waitFor();

    await page.getByRole('textbox', { name: 'Suche (Nummer, Name, Firma, E-Mail)' }).fill('Berta Buchhaltung');
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    for (const text of ['Rechnung', 'Berta Buchhaltung', euro(39900), euro(7581), euro(47481), 'Bezahlt'])
      expect(await row.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    expect(await row.getByRole('link', { name: `PDF der ${invoice.number} herunterladen` }).getAttribute('href')).toBe(
      `/api/admin/invoices/${invoice.id}.pdf`,
    );
    expect(await violationsOn(page, 'admin-invoices')).toEqual([]);
    await screenshotBothWidths(page, 'admin-invoices', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("downloads the accountant's export of a chosen period from 'Rechnungen', by keyboard, with German refusals", async () => {
    const booking = await paidBooking(app, await createCourse(app.dataSource), { customerName: 'Stefan Steuer' });
    const invoice = await invoiceOf(booking.id);
    const today = berlinDatePlus(0);

    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, EXPORT_ADMIN);
    await page.goto(`${app.url}/admin/invoices`);
    await page.getByRole('button', { name: 'Export für die Steuerberatung' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Export für die Steuerberatung' });
    const from = dialog.getByLabel('Rechnungsdatum von');
    const to = dialog.getByLabel('Rechnungsdatum bis');
    expect([await from.inputValue(), await to.inputValue()]).toEqual(Object.values(previousMonth(today)));
    expect(await violationsOn(page, 'admin-invoice-export')).toEqual([]);
    await screenshotBothWidths(page, 'admin-invoice-export');

    await from.fill(today);
    await to.fill(berlinDatePlus(-1));
    await dialog.getByRole('button', { name: 'ZIP herunterladen' }).click();
    await dialog.getByRole('alert').getByText('Das Ende des Zeitraums liegt vor seinem Anfang.').waitFor();

    await to.fill(today);
    await to.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`Rechnungen-${today}-bis-${today}.zip`);
    const archive = await readFile(await download.path());
    expect(archive.subarray(0, 2).toString()).toBe('PK');
    expect(archive.includes(Buffer.from(`rechnungen/${invoice.number}.pdf`))).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
