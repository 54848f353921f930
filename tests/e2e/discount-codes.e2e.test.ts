import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { createDiscountCode } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { fillValidBookingForm, openBookingDialog, openVisitor, uniqueEmail } from './support/journey';

// Each admin test signs in once: enrolling the second factor is a first sign-in's step.
const ADMINS = { amounts: 'festbetrag-admin@example.de', status: 'status-admin@example.de' };
const WIDTHS = [375, 1280];

describe('fixed-amount discount codes and the truth about a code', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(Object.values(ADMINS).join(',')));
  });
  afterAll(() => stopDemoSite(app, browser));

  const setWidth = (page: Page, width: number) => page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  const storedValue = async (code: string) =>
    (await app.dataSource.query(`SELECT discount_value FROM discount_codes WHERE code = $1`, [code]))[0]
      ?.discount_value;
  /** axe reads colours as painted: a snackbar or label still fading in would count as low contrast. */
  const axeOnSettled = async (page: Page, where: string) => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    return violationsOn(page, where);
  };
  const highestPrice = async () =>
    (await app.dataSource.query(`SELECT max(gross_price)::int AS highest FROM courses WHERE deleted_at IS NULL`))[0]
      .highest as number;

  async function newFixedCode(page: Page, code: string, typed: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Neuer Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Discount-Code' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('combobox', { name: 'Art' }).click();
    await page.getByRole('option', { name: 'Festbetrag (€)' }).click();
    // Typed key by key, as a person does, into whatever field the dialog offers.
    await dialog.getByLabel('Rabatt in Euro').pressSequentially(typed);
    return dialog;
  }

  it('reads a fixed amount typed with a comma or a point exactly, shows it before saving and refuses more than a course costs', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMINS.amounts);
    await page.goto(`${app.url}/admin/discount-codes`);
    const typings: Record<number, [string, number][]> = {
      375: [['49,90', 4990]],
      1280: [
        ['237,40', 23740],
        ['19.95', 1995],
      ],
    };

    for (const width of WIDTHS) {
      await setWidth(page, width);
      for (const [typed, cents] of typings[width]) {
        const code = `FEST${randomUUID().slice(0, 6).toUpperCase()}`;
        const dialog = await newFixedCode(page, code, typed);
        await dialog.getByText(`Wird gespeichert als ${euro(cents)}`).waitFor();
        expect(await axeOnSettled(page, `fixed-amount dialog at ${width} px`)).toEqual([]);
        await dialog.getByRole('button', { name: 'Speichern' }).click();
        await page.getByText(`Erfolg: Code ${code} erstellt`).waitFor();
        await page.getByRole('row').filter({ hasText: code }).getByText(euro(cents), { exact: true }).waitFor();
        expect(await storedValue(code)).toBe(cents);
      }
    }

    const highest = await highestPrice();
    const code = `ZUVIEL${randomUUID().slice(0, 6).toUpperCase()}`;
    const dialog = await newFixedCode(page, code, '600');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog
      .getByText(`Der Festbetrag darf nicht über dem höchsten Kurspreis von ${euro(highest)} liegen.`)
      .waitFor();
    expect(await axeOnSettled(page, 'fixed-amount dialog with the refusal')).toEqual([]);
    expect(await storedValue(code)).toBeUndefined();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an expired code as Abgelaufen and a used-up code as Aufgebraucht', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMINS.status);
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const expired = await createDiscountCode(app.dataSource, {
      code: `ALT${suffix}`,
      valid_from: '2020-01-01',
      valid_until: '2021-12-31',
    });
    const usedUp = await createDiscountCode(app.dataSource, { code: `VOLL${suffix}`, max_uses: 2, current_uses: 2 });
    const current = await createDiscountCode(app.dataSource, {
      code: `GILT${suffix}`,
      max_uses: 3,
      current_uses: 2,
      valid_until: '2099-12-31',
    });
    const paused = await createDiscountCode(app.dataSource, { code: `AUS${suffix}`, active: false });
    await page.goto(`${app.url}/admin/discount-codes`);

    for (const width of WIDTHS) {
      await setWidth(page, width);
      const statusOf = (code: string) => page.getByRole('row').filter({ hasText: code });
      await statusOf(expired.code).getByText('Abgelaufen', { exact: true }).waitFor();
      await statusOf(usedUp.code).getByText('Aufgebraucht', { exact: true }).waitFor();
      await statusOf(current.code).getByText('Aktiv', { exact: true }).waitFor();
      await statusOf(paused.code).getByText('Inaktiv', { exact: true }).waitFor();
      for (const code of [expired.code, usedUp.code])
        expect(await statusOf(code).getByText('Aktiv', { exact: true }).count()).toBe(0);
      expect(await axeOnSettled(page, `code list at ${width} px`)).toEqual([]);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the visitor what a fixed code is worth in the discount box and the toast', async () => {
    const code = await createDiscountCode(app.dataSource, {
      code: `MESSE${randomUUID().slice(0, 6).toUpperCase()}`,
      discount_type: 'fixed_amount',
      discount_value: 5000,
    });

    for (const width of WIDTHS) {
      const { context, page, errors } = await openVisitor(browser, width);
      const dialog = await openBookingDialog(page, app);
      await fillValidBookingForm(dialog, uniqueEmail('festbetrag'));
      await dialog.getByLabel('Discount-Code').fill(code.code.toLowerCase());
      await dialog.getByRole('button', { name: 'Prüfen' }).click();

      await page
        .getByTestId('toast')
        .getByText(`Discount-Code erfolgreich angewendet! ${euro(5000)} Rabatt`, { exact: true })
        .waitFor();
      await dialog.getByText(`✓ Code ${code.code} angewendet: ${euro(5000)} Rabatt`, { exact: true }).waitFor();
      expect(await dialog.getByText(/\d+\s?% Rabatt|\(\d+\s?%\)/).count()).toBe(0);
      expect(await axeOnSettled(page, `booking dialog with a fixed code at ${width} px`)).toEqual([]);

      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
