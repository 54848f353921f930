import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { euro } from '../support/money';
import { berlinDatePlus, createCourse } from '../integration/helpers/admin-bookings-fixtures';
import {
  checkoutBody,
  payTestCheckout,
  postJson,
  sessionIdOfCheckoutUrl,
} from '../integration/helpers/booking-fixtures';
import { signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { longGermanDate, openVisitor, screenshot, uniqueEmail } from './support/journey';

describe("a company order in 'Meine Buchungen' in the browser", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite('team@example.de'));
  });
  afterAll(() => stopDemoSite(app, browser));

  /** A paid order of the buyer and two colleagues; its mails name every address. */
  async function paidOrder() {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(60) });
    const buyer = { name: 'Erika Einkauf', email: uniqueEmail('einkauf') };
    const colleagues = [
      { name: 'Jonas Weber', email: uniqueEmail('jonas') },
      { name: 'Aylin Demir', email: uniqueEmail('aylin') },
    ];
    const answer = await postJson(
      `${app.url}/api/checkout`,
      checkoutBody(course, {
        customerType: 'business',
        customerCompany: 'Muster Medical GmbH',
        customerName: buyer.name,
        customerEmail: buyer.email,
        participants: [buyer, ...colleagues],
        selectedPrice: 3 * course.gross_price,
        originalAmount: 3 * course.gross_price,
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect((await payTestCheckout(app.url, sessionIdOfCheckoutUrl(answer.body.url as string))).status).toBe(303);
    return { course, buyer, colleagues };
  }

  it.each([1280, 375])(
    'at %i px the buyer opens the order from its confirmation, sees every participant and cancels one',
    async (width) => {
      const { course, buyer, colleagues } = await paidOrder();
      const [orderMail] = await app.smtp.waitFor(
        1,
        (mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Bestellbestätigung'),
      );
      const { context, page, errors } = await openVisitor(browser, width);
      await page.goto(signInLinkIn(orderMail.text));
      await page.waitForURL(`${app.url}/meine-buchungen`);

      const order = page.getByRole('region', { name: 'Bestellung für 3 Teilnehmende' });
      await order.waitFor();
      const cards = order.getByRole('article', { name: course.title });
      await expect.poll(() => cards.count()).toBe(3);
      for (const name of [buyer.name, ...colleagues.map((colleague) => colleague.name)])
        expect(await cards.filter({ hasText: name }).count()).toBe(1);
      expect(await violationsOn(page, 'order')).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'mbo-order', { fullPage: true });

      const jonas = cards.filter({ hasText: 'Jonas Weber' });
      await jonas.getByRole('button', { name: 'Stornieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Buchung stornieren?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Verbindlich stornieren' }).click();
      const result = page.getByRole('status').filter({ hasText: 'Ihre Buchung wurde storniert.' });
      await result.waitFor();
      expect(await result.textContent()).toContain(`Wir erstatten Ihnen ${euro(course.gross_price)}`);
      await expect.poll(() => jonas.getByText('Storniert', { exact: true }).isVisible()).toBe(true);
      for (const name of [buyer.name, 'Aylin Demir'])
        expect(await cards.filter({ hasText: name }).getByText('Bestätigt', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, 'mbo-one-cancelled', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('at 375 px the buyer moves the whole order to another date, then cancels every seat in one step', async () => {
    const { course, buyer } = await paidOrder();
    const later = await createCourse(app.dataSource, { date: berlinDatePlus(75) });
    const [orderMail] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Bestellbestätigung'),
    );
    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(signInLinkIn(orderMail.text));
    const order = page.getByRole('region', { name: 'Bestellung für 3 Teilnehmende' });
    await order.waitFor();

    await order.getByRole('button', { name: 'Bestellung umbuchen' }).click();
    const rebook = page.getByRole('dialog', { name: 'Bestellung umbuchen (3 Plätze)' });
    await rebook.waitFor();
    await rebook.locator(`input[type="radio"][value="${later.id}"]`).check();
    await screenshot(page, 'mbo-rebook-order', { fullPage: true });
    await rebook.getByRole('button', { name: 'Verbindlich umbuchen' }).click();
    await page.getByRole('status').filter({ hasText: 'Ihre Bestellung ist umgebucht' }).waitFor();
    await expect.poll(() => order.getByText(longGermanDate(later.date)).count()).toBe(3);
    expect(await order.getByText(longGermanDate(course.date)).count()).toBe(0);

    await order.getByRole('button', { name: 'Ganze Bestellung stornieren' }).click();
    const cancel = page.getByRole('dialog', { name: 'Alle 3 Plätze stornieren?' });
    await cancel.waitFor();
    expect(
      await cancel.getByText(`Erstattung bei Stornierung heute: ${euro(3 * course.gross_price)}`).isVisible(),
    ).toBe(true);
    expect(await violationsOn(page, 'cancel order')).toEqual([]);
    await screenshot(page, 'mbo-cancel-order', { fullPage: true });
    await cancel.getByRole('button', { name: 'Verbindlich stornieren' }).click();
    await page.getByRole('status').filter({ hasText: 'Alle 3 Plätze Ihrer Bestellung wurden storniert.' }).waitFor();
    await expect.poll(() => order.getByText('Storniert', { exact: true }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a colleague their own seat only, without prices or changes', async () => {
    const { course, colleagues } = await paidOrder();
    const aylin = colleagues[1];
    const [confirmation] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(aylin.email) && mail.subject.startsWith('Buchungsbestätigung'),
    );
    const { context, page } = await openVisitor(browser, 375);
    await page.goto(signInLinkIn(confirmation.text));
    await page.waitForURL(`${app.url}/meine-buchungen`);
    const card = page.getByRole('article', { name: course.title });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Aylin Demir');
    expect(await card.textContent()).not.toMatch(/€/);
    expect(await card.getByRole('button', { name: 'Stornieren' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /^Bestellung für/ }).count()).toBe(0);
    await screenshot(page, 'mbo-colleague', { fullPage: true });
    await context.close();
  });
});
