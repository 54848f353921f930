import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { discountState } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'rabatte-admin@example.de';

describe('discount codes and newsletter in the admin', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
  });
  afterAll(() => stopDemoSite(app, browser));

  it('creates a code, sees its use after a booking, resets it, and exports the newsletter CSV', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMIN);

    const typed = `herbst${randomUUID().slice(0, 4)}`;
    const code = typed.toUpperCase();
    await page.goto(`${app.url}/admin/discount-codes`);
    await page.getByRole('button', { name: 'Neuer Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Discount-Code' });
    // The type starts as 'Prozent' (001 §9) and offers no empty choice.
    const type = dialog.getByRole('combobox', { name: 'Art' });
    expect(await type.textContent()).toBe('Prozent');
    await type.click();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([
      'Prozent',
      'Festbetrag (€)',
    ]);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(typed);
    expect(await dialog.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(code);
    await dialog.getByRole('spinbutton', { name: 'Rabatt in Prozent' }).fill('150');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Rabatt in Prozent' }).fill('20');
    await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Herbstaktion für Neukunden');
    await dialog.getByLabel('Nur für die erste Buchung').check();
    await screenshotBothWidths(page, 'admin-discount-code-dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`Erfolg: Code ${code} erstellt`).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('20 %').waitFor();
    await row.getByText('Nur erste Buchung').waitFor();
    expect(
      (await app.dataSource.query(`SELECT first_booking_only FROM discount_codes WHERE code = $1`, [code]))[0],
    ).toEqual({ first_booking_only: true });
    await row.getByText('0/∞').waitFor();
    await row.getByText('Aktiv', { exact: true }).waitFor();

    const course = await createCourse(app.dataSource, { title: 'Rabattkurs im Browser' });
    const email = uniqueEmail('rabattkundin');
    await paidBooking(app, course, {
      customerEmail: email,
      customerName: 'Käthe Rabatt',
      discountCode: code,
      selectedPrice: 37985,
      discountAmount: 9496,
    });
    await page.reload();
    await row.getByText('1/∞').waitFor();
    expect(await row.getByRole('button', { name: 'Löschen (nicht möglich: bereits verwendet)' }).isDisabled()).toBe(
      true,
    );
    await screenshotBothWidths(page, 'admin-discount-codes');

    await row.getByRole('button', { name: 'Verwendungen' }).click();
    const usages = page.getByRole('dialog', { name: `Verwendungen von ${code}` });
    await usages.getByText(email).waitFor();
    await usages.getByText('Käthe Rabatt').waitFor();
    await usages.getByText('Rabattkurs im Browser').waitFor();
    await screenshotBothWidths(page, 'admin-discount-usages');
    await usages.getByRole('button', { name: 'Zurücksetzen' }).click();
    await page
      .getByRole('dialog', { name: 'Verwendung zurücksetzen?' })
      .getByRole('button', { name: 'Zurücksetzen' })
      .click();
    await page.getByText(`Erfolg: Verwendung von ${email} zurückgesetzt`).waitFor();
    await usages.getByText('Noch keine Verwendungen').waitFor();
    expect(
      (
        await discountState(
          app.dataSource,
          (await app.dataSource.query(`SELECT id FROM discount_codes WHERE code = $1`, [code]))[0].id,
        )
      ).currentUses,
    ).toBe(0);
    await usages.getByRole('button', { name: 'Schließen' }).click();
    await row.getByText('0/∞').waitFor();
    await row.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Code ${code} löschen?` })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page.getByText(`Erfolg: Code ${code} gelöscht`).waitFor();
    await row.waitFor({ state: 'detached' });

    const subscriberEmail = uniqueEmail('leserin');
    await app.dataSource.query(
      `INSERT INTO newsletter_subscribers (name, email, active, unsubscribe_token_hash, confirmed_at) VALUES ('Jürgen Größe', $1, true, $2, now())`,
      [subscriberEmail, randomUUID()],
    );
    await page.goto(`${app.url}/admin/newsletter`);
    await page.getByRole('row').filter({ hasText: subscriberEmail }).getByText('Aktiv', { exact: true }).waitFor();
    await eventually(async () => Number(await page.getByTestId('newsletter-active').textContent()) >= 1, {
      what: 'stats card',
    });
    await screenshotBothWidths(page, 'admin-newsletter');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const file = await (await download).path();
    await page.getByText('Export erfolgreich').waitFor();
    const records: string[][] = parse(await readFile(file, 'utf8'), { bom: true, delimiter: ';' });
    expect(records[0]).toEqual(['Name', 'E-Mail', 'Anmeldedatum', 'Status']);
    expect(records.find((record) => record[1] === subscriberEmail)).toEqual([
      'Jürgen Größe',
      subscriberEmail,
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
      'Aktiv',
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
