import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { euro } from '../support/money';
import type { CaughtMail } from '../support/smtp-catcher';
import { berlinDatePlus, createCourse, loadBooking, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { longGermanDate, openVisitor, screenshot, setSpots, uniqueEmail } from './support/journey';

const mailTo = (email: string, subject: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith(subject);

describe("'Umbuchen' and 'Ersatzperson benennen' in 'Meine Buchungen'", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite('team@example.de'));
  });
  afterAll(() => stopDemoSite(app, browser));

  it.each([
    [1280, 45],
    [375, 47],
  ])(
    'at %i px a customer rebooks to another date, then names a substitute who takes the seat',
    async (width, inDays) => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(inDays - 20) });
      const target = await createCourse(app.dataSource, { date: berlinDatePlus(inDays), available_spots: 4 });
      const fillsUp = await createCourse(app.dataSource, { date: berlinDatePlus(inDays + 1) });
      const special = await createCourse(app.dataSource, {
        title: 'Medizinprodukteberater Intensivkurs',
        gross_price: 59_000 + width,
        price: 59_000 + width,
      });
      const email = uniqueEmail('umbuchen');
      const booking = await paidBooking(app, course, { customerEmail: email, customerName: 'Petra Zahler' });
      await paidBooking(app, special, { customerEmail: email, customerName: 'Petra Zahler' });
      const { context, page, errors } = await openVisitor(browser, width);

      await page.goto(`${app.url}/meine-buchungen`);
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
      await page.getByRole('button', { name: 'Magic Link senden' }).click();
      const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email) && /callback/.test(caught.text));
      await page.goto(signInLinkIn(mail.text));
      const card = page.getByRole('article', { name: course.title, exact: true });
      await card.getByText(longGermanDate(course.date)).waitFor();

      // A date at a price no other date has: nothing to offer, and how to reach the team.
      await page.getByRole('article', { name: special.title }).getByRole('button', { name: 'Umbuchen' }).click();
      const empty = page.getByRole('dialog', { name: 'Termin umbuchen' });
      await empty
        .getByText('Derzeit ist kein anderer Termin zum gleichen Preis frei. Bitte kontaktieren Sie uns.')
        .waitFor();
      expect(await empty.getByRole('link', { name: app.config.site.email }).isVisible()).toBe(true);
      expect(await empty.getByRole('button', { name: 'Verbindlich umbuchen' }).count()).toBe(0);
      expect(await violationsOn(page, 'rebook dialog without dates')).toEqual([]);
      await screenshot(page, 'mbc-rebook-empty');
      await page.keyboard.press('Escape');
      await empty.waitFor({ state: 'detached' });

      // Keyboard: the button opens the dialog with the dates the server offers.
      await card.getByRole('button', { name: 'Umbuchen' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Termin umbuchen' });
      const choice = dialog.getByRole('radio', { name: longGermanDate(target.date) });
      await choice.waitFor();
      expect(await dialog.getByText('Noch 4 Plätze frei').isVisible()).toBe(true);
      // The demo's sold-out date and the booking's own date are not offered.
      expect(await dialog.getByRole('radio', { name: longGermanDate(course.date) }).count()).toBe(0);
      expect(await dialog.getByRole('radio', { name: longGermanDate(berlinDatePlus(12)) }).count()).toBe(0);
      expect(await violationsOn(page, 'rebook dialog')).toEqual([]);

      // A date that fills up meanwhile: the server's answer shows in the dialog, the list follows.
      await dialog.getByRole('radio', { name: longGermanDate(fillsUp.date) }).check();
      await setSpots(app, [fillsUp.id], 0, { quietly: true });
      await dialog.getByRole('button', { name: 'Verbindlich umbuchen' }).click();
      await dialog.getByRole('alert').getByText('Dieser Termin ist leider ausgebucht.', { exact: false }).waitFor();
      await expect.poll(() => dialog.getByRole('radio', { name: longGermanDate(fillsUp.date) }).count()).toBe(0);
      await choice.focus();
      await page.keyboard.press('Space');
      expect(await choice.isChecked()).toBe(true);
      await screenshot(page, 'mbc-rebook');
      await dialog.getByRole('button', { name: 'Verbindlich umbuchen' }).click();

      await page.getByRole('status').filter({ hasText: 'Ihre Buchung ist umgebucht auf' }).waitFor();
      await card.getByText(longGermanDate(target.date)).waitFor();
      expect((await loadBooking(app.dataSource, booking.id)).course_id).toBe(target.id);
      const [rebooked] = await app.smtp.waitFor(1, mailTo(email, 'Umbuchung bestätigt'));
      expect(rebooked.text).toContain('Bisheriger Termin');

      // The substitute: the booking form's rules at the fields first, then the seat changes hands.
      await card.getByRole('button', { name: 'Ersatzperson benennen' }).click();
      const form = page.getByRole('dialog', { name: 'Ersatzperson benennen' });
      await form.getByText('Auf dem Zahlungsbeleg bleibt genannt, wer bezahlt hat.', { exact: false }).waitFor();
      await form.getByRole('textbox', { name: 'Telefon' }).fill('123');
      await form.getByRole('button', { name: 'Ersatzperson anmelden' }).click();
      await form.getByText('Name ist erforderlich').waitFor();
      expect(
        await form
          .getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)')
          .isVisible(),
      ).toBe(true);
      expect(await form.getByText('Die Telefonnummer ist zu kurz.', { exact: false }).isVisible()).toBe(true);
      expect(
        await form.getByRole('textbox', { name: 'Name' }).evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(await violationsOn(page, 'substitute dialog with errors')).toEqual([]);
      await screenshot(page, 'mbc-substitute-errors');

      // The server's refusal shows in the dialog: the participant cannot stand in for themselves.
      await form.getByRole('textbox', { name: 'Name' }).fill('Sven Ersatz');
      await form.getByRole('textbox', { name: 'E-Mail' }).fill(email);
      await form.getByRole('textbox', { name: 'Telefon' }).clear();
      await form.getByRole('button', { name: 'Ersatzperson anmelden' }).click();
      await form
        .getByRole('alert')
        .getByText('Diese Person ist bereits als Teilnehmer/in dieser Buchung angemeldet.')
        .waitFor();

      const substitute = uniqueEmail('ersatz');
      await form.getByRole('textbox', { name: 'E-Mail' }).fill(substitute);
      await form.getByRole('textbox', { name: 'Telefon' }).fill('+49 30 7654321');
      await form.getByRole('textbox', { name: 'Firma' }).fill('Ersatz GmbH');
      expect(await violationsOn(page, 'substitute dialog')).toEqual([]);
      await screenshot(page, 'mbc-substitute');
      await form.getByRole('textbox', { name: 'Firma' }).press('Enter');

      await page.getByRole('status').filter({ hasText: 'Die Ersatzperson ist angemeldet.' }).waitFor();
      await card.getByText('Sven Ersatz').waitFor();
      expect(await card.getByText('(von Ihnen bezahlt)').isVisible()).toBe(true);
      await app.smtp.waitFor(1, mailTo(substitute, 'Sie wurden als Teilnehmer/in angemeldet'));
      await app.smtp.waitFor(1, mailTo(email, 'Ersatzperson angemeldet'));
      expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
        customer_email: substitute,
        payer_email: email,
      });
      expect(await violationsOn(page, 'after the changes')).toEqual([]);
      await screenshot(page, 'mbc-after', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([1280, 375])(
    'at %i px a substitute sees their seat and who manages the booking, and no action of the payer',
    async (width) => {
      const course = await createCourse(app.dataSource, { date: berlinDatePlus(40) });
      const payer = uniqueEmail('zahlt');
      const substitute = uniqueEmail('vertritt');
      const booking = await paidBooking(app, course, { customerEmail: payer, customerName: 'Petra Zahler' });
      const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
        cookie: await signIn(app, payer),
        body: { name: 'Sven Ersatz', email: substitute },
      });
      expect(named.status, JSON.stringify(named.body)).toBe(200);
      const [registered] = await app.smtp.waitFor(1, mailTo(substitute, 'Sie wurden als Teilnehmer/in angemeldet'));
      const { context, page, errors } = await openVisitor(browser, width);

      // The link in their registration signs them in.
      await page.goto(signInLinkIn(registered.text));
      await page.waitForURL(`${app.url}/meine-buchungen`);
      const card = page.getByRole('article', { name: course.title, exact: true });
      await card
        .getByText(
          'Petra Zahler hat diese Buchung bezahlt und verwaltet sie: Stornierung, Umbuchung, Ersatzperson und Zahlungsbeleg laufen über Petra Zahler.',
        )
        .waitFor();
      expect(await card.getByText(longGermanDate(course.date)).isVisible()).toBe(true);
      // Neither the page's introduction nor the card offers them the payer's changes.
      const intro = (await page.locator('.hero').textContent()) ?? '';
      expect(intro).toContain('Wer eine Buchung bezahlt hat, kann sie hier nach unseren AGB stornieren');
      expect(intro).not.toMatch(/benennen Sie hier selbst/);
      expect(
        await card
          .getByText(
            'Die Zugangsdaten zum Live-Webinar senden wir Ihnen 24 Stunden vor Kursbeginn mit einer Erinnerung per E-Mail.',
          )
          .isVisible(),
      ).toBe(true);
      expect(await card.getByText('Sven Ersatz', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('Bezahlt von', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: 'Kalenderdatei' }).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: 'Zahlungsbeleg' }).count()).toBe(0);
      expect(await card.getByText(euro(booking.paid_amount!)).count()).toBe(0);
      for (const action of ['Stornieren', 'Umbuchen', 'Ersatzperson benennen'])
        expect(await card.getByRole('button', { name: action }).count(), action).toBe(0);
      expect(await card.getByRole('button').count()).toBe(0);
      expect(await violationsOn(page, 'substitute card')).toEqual([]);
      await screenshot(page, 'mbc-substitute-card');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
