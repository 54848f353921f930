import { ANONYMISED_EMAIL, ANONYMISED_NAME, formatShortDate } from '@mpb/domain';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import {
  berlinDatePlus,
  createCourse,
  loadBooking,
  orderOnInvoice,
  paidBooking,
} from '../integration/helpers/admin-bookings-fixtures';
import { offerMails, waitlistFixtures } from '../integration/helpers/waitlist-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';
import { PAY_ON_INVOICE_ENV } from '../support/pay-on-invoice-env';

const ADMIN = 'kursleitung@example.de';

interface StoredCourse {
  id: string;
  date: string;
  net_price: number;
  gross_price: number;
  available_spots: number;
  status: string;
  deleted_at: Date | null;
}

describe("the admin's courses tab in the browser", () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const tag = `E2E-Kurs ${randomUUID().slice(0, 6)}`;
  const { join, entries } = waitlistFixtures(() => app);

  const stored = (title: string): Promise<StoredCourse[]> =>
    app.dataSource.query(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, net_price, gross_price, available_spots, status, deleted_at FROM courses WHERE title = $1 ORDER BY date`,
      [title],
    );
  const row = (title: string, date: string): Locator =>
    page
      .getByRole('row')
      .filter({ hasText: title })
      .filter({ hasText: formatShortDate(date) });
  const toast = (text: string) => page.getByText(text, { exact: false }).first().waitFor();
  const openList = async () => {
    await page.goto(`${app.url}/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await page
      .getByRole('heading', { name: 'Kurse verwalten' })
      .or(page.getByText('Kurse verwalten').first())
      .first()
      .waitFor();
  };
  /** 'Bearbeiten', status 'Abgesagt', 'Speichern': the confirmation opens over the dialog, which is returned. */
  const saveAsCancelled = async (title: string, date: string) => {
    await row(title, date).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs bearbeiten' });
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Abgesagt' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    return dialog;
  };
  const setSpots = async (course: Locator, spots: string) => {
    const input = course.getByRole('spinbutton', { name: /Freie Plätze/ });
    await input.fill(spots);
    await input.press('Enter');
  };

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN, PAY_ON_INVOICE_ENV));
    ({ context, page, errors } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  it('creates a course with net/gross calculated both ways and shows server field errors at the fields', async () => {
    const title = `${tag} Basis`;
    await openList();
    await page.getByRole('link', { name: 'Neuer Kurs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuen Kurs erstellen' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Titel' }).inputValue()).toBe(
      'Medizinprodukteberater Basiszertifizierung',
    );
    expect(await dialog.getByLabel('Beginn').inputValue()).toBe('08:30');
    expect(await dialog.getByLabel(/^Ende/).inputValue()).toBe('16:00');
    expect(await dialog.getByRole('textbox', { name: 'Ort' }).inputValue()).toBe('Live Online Webinar');
    expect(await dialog.getByRole('spinbutton', { name: 'Max. Teilnehmende' }).inputValue()).toBe('10');
    await dialog.getByText('Automatische Brutto-Berechnung (+19% MwSt.)').waitFor();

    const net = dialog.getByRole('textbox', { name: 'Nettopreis' });
    const gross = dialog.getByRole('textbox', { name: 'Bruttopreis' });
    await gross.fill('500');
    await expect.poll(() => net.inputValue()).toBe('420,17');
    await net.fill('199,00');
    await expect.poll(() => gross.inputValue()).toBe('236,81');
    await net.fill('399,00');
    await expect.poll(() => gross.inputValue()).toBe('474,81');

    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await dialog.getByLabel('Datum').fill(berlinDatePlus(-1));
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Das Datum darf nicht in der Vergangenheit liegen.').waitFor();
    await toast('Fehler: Das Datum darf nicht in der Vergangenheit liegen.');
    expect(await stored(title)).toEqual([]);

    await dialog.getByLabel('Datum').fill(berlinDatePlus(30));
    await screenshotBothWidths(page, 'admin-course-create-dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast('Kurs erstellt');
    await expect.poll(() => dialog.count()).toBe(0);
    const [created] = await eventually(async () => (await stored(title)).length === 1 && stored(title), {
      what: 'course stored',
    });
    expect(created).toMatchObject({
      date: berlinDatePlus(30),
      net_price: 39900,
      gross_price: 47481,
      available_spots: 10,
      status: 'active',
    });
    expect(
      await app.dataSource.query(`SELECT actor_email, action FROM audit_log WHERE entity_id = $1`, [created.id]),
    ).toEqual([{ actor_email: ADMIN, action: 'course.create' }]);
    const listed = row(title, created.date);
    await listed.getByText('474,81 €').waitFor();
    await listed.getByText('08:30-16:00 Uhr').waitFor();
    await listed.getByText('Aktiv', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'admin-courses-list');
  });

  it("filters by status, type and 'Nur kommende' on the server", async () => {
    const title = `${tag} Filter`;
    const past = await createCourse(app.dataSource, { title, date: '2020-03-03' });
    const inactive = await createCourse(app.dataSource, {
      title,
      date: berlinDatePlus(60),
      status: 'inactive',
      type: 'auffrischung',
    });
    await openList();
    await row(title, past.date).waitFor();
    await row(title, inactive.date).getByText('Inaktiv', { exact: true }).waitFor();
    await row(title, inactive.date).getByText('Auffrischung', { exact: true }).waitFor();

    await page.getByLabel('Nur kommende').check();
    await expect.poll(() => row(title, past.date).count()).toBe(0);
    await row(title, inactive.date).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Aktiv', exact: true }).click();
    await expect.poll(() => row(title, inactive.date).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inaktiv', exact: true }).click();
    await row(title, inactive.date).waitFor();
    await page.getByRole('combobox', { name: 'Kursart' }).click();
    await page.getByRole('option', { name: 'Basis', exact: true }).click();
    await expect.poll(() => row(title, inactive.date).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('"upcoming":true');
    await page.getByLabel('Nur kommende').uncheck();
    // Off means every date again, not only past ones.
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).not.toContain('upcoming');
  });

  it("shows 'Absage prüfen' on a date with too few participants shortly before the start, as the dashboard does", async () => {
    const title = `${tag} Absage`;
    const few = await createCourse(app.dataSource, { title, date: berlinDatePlus(6) });
    const later = await createCourse(app.dataSource, { title, date: berlinDatePlus(40) });
    await paidBooking(app, few);
    await openList();
    await row(title, few.date).getByText('Absage prüfen', { exact: true }).waitFor();
    expect(await row(title, later.date).getByText('Absage prüfen').count()).toBe(0);
    await screenshotBothWidths(page, 'admin-courses-cancellation-check');

    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const card = page.locator('ul[aria-label="Kurse"] > li').filter({ hasText: formatShortDate(few.date) });
      await card.getByText('Absage prüfen', { exact: true }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('duplicates a course to a new date; cancelling the date prompt does nothing', async () => {
    const title = `${tag} Kopie`;
    const source = await createCourse(app.dataSource, { title, date: berlinDatePlus(20) });
    await openList();
    await row(title, source.date).getByRole('button', { name: 'Duplizieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs duplizieren' });
    expect(await dialog.getByLabel('Neues Datum').inputValue()).toBe(berlinDatePlus(7));
    await screenshotBothWidths(page, 'admin-course-duplicate-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await stored(title)).toHaveLength(1);

    await row(title, source.date).getByRole('button', { name: 'Duplizieren' }).click();
    await dialog.getByLabel('Neues Datum').fill(berlinDatePlus(41));
    await dialog.getByRole('button', { name: 'Duplizieren' }).click();
    await toast('Kurs dupliziert');
    await row(title, berlinDatePlus(41)).waitFor();
    expect((await stored(title)).map((course) => course.date)).toEqual([source.date, berlinDatePlus(41)]);
  });

  it('changes the free spots inline, refuses more than the free seats, and a raise offers the seat to the waitlist first', async () => {
    const title = `${tag} Plätze`;
    const course = await createCourse(app.dataSource, { title, max_participants: 3, date: berlinDatePlus(25) });
    await paidBooking(app, course);
    await openList();
    const listed = row(title, course.date);
    await setSpots(listed, '1');
    await toast('Kurs aktualisiert');
    await eventually(async () => (await stored(title))[0].available_spots === 1, { what: 'spots saved' });

    await setSpots(listed, '3');
    await toast('Aktualisierung fehlgeschlagen: Die freien Plätze müssen eine ganze Zahl von 0 bis 2 sein.');
    expect((await stored(title))[0].available_spots).toBe(1);

    await setSpots(listed, '0');
    await eventually(async () => (await stored(title))[0].available_spots === 0, { what: 'sold out' });
    const waiting = uniqueEmail('wartend');
    expect((await join(course.id, waiting)).status).toBeLessThan(300);
    await page.reload();
    await listed.getByText('1 wartend').waitFor();
    await setSpots(listed, '1');
    await app.smtp.waitFor(1, offerMails(waiting));
    expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    expect((await stored(title))[0].available_spots).toBe(0);
    await listed.getByText('1 gehalten').waitFor();
    await screenshotBothWidths(page, 'admin-courses-spots');
  });

  it('refuses to delete a course with a confirmed booking and deletes one without', async () => {
    const title = `${tag} Löschen`;
    const booked = await createCourse(app.dataSource, { title, date: berlinDatePlus(26) });
    const empty = await createCourse(app.dataSource, { title, date: berlinDatePlus(27) });
    await paidBooking(app, booked);
    await openList();

    await row(title, booked.date).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kurs löschen?' });
    await confirm.getByText('nur gelöscht werden, wenn er keine bestätigten Buchungen hat').waitFor();
    await screenshotBothWidths(page, 'admin-course-delete-confirm');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await toast('Löschen fehlgeschlagen: Der Kurs hat bestätigte Buchungen.');
    await row(title, booked.date).waitFor();

    await row(title, empty.date).getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await toast('Kurs gelöscht');
    await expect.poll(() => row(title, empty.date).count()).toBe(0);
    const after = await stored(title);
    expect(after.find((course) => course.id === booked.id)?.deleted_at).toBeNull();
    const deleted = after.find((course) => course.id === empty.id);
    expect(deleted === undefined || deleted.deleted_at !== null).toBe(true);
  });

  it('edits a course: the server refusal is shown as a toast, a valid change is saved', async () => {
    const title = `${tag} Bearbeiten`;
    const course = await createCourse(app.dataSource, { title, date: berlinDatePlus(29), max_participants: 4 });
    await paidBooking(app, course);
    await paidBooking(app, course);
    await openList();
    await row(title, course.date).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs bearbeiten' });
    expect(await dialog.getByRole('textbox', { name: 'Bruttopreis' }).inputValue()).toBe('474,81');
    await dialog.getByRole('spinbutton', { name: 'Max. Teilnehmende' }).fill('1');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast('Fehler: Aktualisierung fehlgeschlagen: Die maximale Teilnehmerzahl kann nicht unter 2 gesenkt werden');
    await dialog.getByRole('spinbutton', { name: 'Max. Teilnehmende' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(`${title} Neu`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast('Kurs aktualisiert');
    await row(`${title} Neu`, course.date).getByText('/ 6').waitFor();
    expect(
      await app.dataSource.query(`SELECT title, max_participants, available_spots FROM courses WHERE id = $1`, [
        course.id,
      ]),
    ).toEqual([{ title: `${title} Neu`, max_participants: 6, available_spots: 4 }]);
  });

  it('marks a course exempt from VAT only with the certificate reference; gross then equals net', async () => {
    const title = `${tag} Steuerfrei`;
    const course = await createCourse(app.dataSource, { title, date: berlinDatePlus(31) });
    await openList();
    await row(title, course.date).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs bearbeiten' });
    const exempt = dialog.getByRole('switch', { name: 'Umsatzsteuerfrei (§ 4 Nr. 21 UStG)' });
    const gross = dialog.getByRole('textbox', { name: 'Bruttopreis' });
    expect(await exempt.isChecked()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: 'Aktenzeichen der Bescheinigung' }).count()).toBe(0);

    await exempt.check();
    await expect.poll(() => gross.inputValue()).toBe('399,00');
    await dialog.getByText('Umsatzsteuerfrei: Brutto gleich Netto').waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog
      .getByText('Bitte geben Sie das Aktenzeichen der Bescheinigung an: Ohne sie ist der Kurs nicht umsatzsteuerfrei.')
      .waitFor();
    await screenshotBothWidths(page, 'admin-course-vat-exempt');
    await dialog.getByRole('textbox', { name: 'Aktenzeichen der Bescheinigung' }).fill('Az. 45.2-5110/2026');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast('Kurs aktualisiert');
    await expect
      .poll(() =>
        app.dataSource.query(
          `SELECT net_price, gross_price, vat_exempt, vat_exemption_reference FROM courses WHERE id = $1`,
          [course.id],
        ),
      )
      .toEqual([
        { net_price: 39900, gross_price: 39900, vat_exempt: true, vat_exemption_reference: 'Az. 45.2-5110/2026' },
      ]);

    await row(title, course.date).getByRole('button', { name: 'Bearbeiten' }).click();
    expect(await exempt.isChecked()).toBe(true);
    await exempt.uncheck();
    await expect.poll(() => gross.inputValue()).toBe('474,81');
    await dialog.getByText('Automatische Brutto-Berechnung (+19% MwSt.)').waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(errors).toEqual([]);
  });

  it('cancels a course with a paid participant after a confirmation: refunded in full and notified', async () => {
    const title = `${tag} Absage`;
    const course = await createCourse(app.dataSource, { title, date: berlinDatePlus(28) });
    const participant = await paidBooking(app, course);
    await openList();
    const dialog = await saveAsCancelled(title, course.date);

    const confirm = page.getByRole('dialog', { name: 'Kurs absagen?' });
    await confirm.getByText('voll erstattet').waitFor();
    await screenshotBothWidths(page, 'admin-course-cancel-confirm');
    await confirm.getByRole('button', { name: 'Zurück' }).click();
    expect((await stored(title))[0].status).toBe('active');

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await confirm.getByRole('button', { name: 'Kurs absagen' }).click();
    const result = page.getByRole('dialog', { name: 'Kurs abgesagt' });
    await result.getByText('1 Buchung storniert und voll erstattet (474,81 €)').waitFor();
    await screenshotBothWidths(page, 'admin-course-cancel-result');
    expect(await loadBooking(app.dataSource, participant.id)).toMatchObject({
      booking_status: 'cancelled',
      payment_status: 'refunded',
      refunded_amount: 47481,
    });
    await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(participant.customer_email) && mail.subject.startsWith('Stornierung'),
    );
    await result.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => result.count()).toBe(0);
    await row(title, course.date).getByText('Abgesagt', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('cancels a course whose order was paid by transfer: names the refunds still to transfer, which are then marked transferred in the bookings list', async () => {
    const title = `${tag} Überweisung`;
    const course = await createCourse(app.dataSource, { title, date: berlinDatePlus(35) });
    const { buyer, erikaId, jonasId, invoice } = await orderOnInvoice(app, course);
    // The transfer came in, and the admin marked the invoice paid.
    const marked = await context.request.post(`${app.url}/api/admin/invoices/${invoice.id}/mark-paid`, {
      headers: { Origin: app.url },
    });
    expect(marked.status(), await marked.text()).toBe(200);

    await openList();
    await saveAsCancelled(title, course.date);
    await page.getByRole('dialog', { name: 'Kurs absagen?' }).getByRole('button', { name: 'Kurs absagen' }).click();
    const result = page.getByRole('dialog', { name: 'Kurs abgesagt' });
    await result.getByText('2 Buchungen storniert: 949,62 € per Überweisung zu erstatten').waitFor();
    await result.getByText(/mit „Erstattung per Überweisung offen“/).waitFor();
    await screenshotBothWidths(page, 'admin-course-cancel-transfer-result');
    await result.getByRole('button', { name: 'Schließen' }).click();

    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`);
    const jonas = page.getByRole('row').filter({ hasText: 'Jonas Weber' });
    await jonas.getByText('Erstattung per Überweisung offen').waitFor();
    await jonas.getByText('474,81 € an Muster Medical GmbH').waitFor();
    await jonas.getByRole('button', { name: 'Erstattung überwiesen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Erstattung als überwiesen markieren?' });
    await confirm.getByText(/474,81\s€ an Muster Medical GmbH überwiesen wurden/).waitFor();
    await confirm.getByRole('button', { name: 'Erstattung überwiesen' }).click();
    await toast('Erstattung als überwiesen markiert');
    await expect.poll(() => jonas.getByText('Erstattung per Überweisung offen').count()).toBe(0);
    expect(await loadBooking(app.dataSource, jonasId)).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: 47481,
      review_reason: null,
    });
    expect((await loadBooking(app.dataSource, erikaId)).review_reason).toBe('refund_by_transfer');

    // Erika's data stays while her refund is still to transfer.
    await page.goto(`${app.url}/admin/gdpr-requests`);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(buyer);
    await page.getByRole('button', { name: 'Betroffene Daten anzeigen' }).click();
    await page.getByText('Buchungen (anonymisiert, Beträge bleiben): 1').waitFor();
    await page.getByText('Bestellungen (Käuferdaten anonymisiert): 1').waitFor();
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Endgültig löschen' }).click();
    await toast('Für eine Buchung dieser Person ist noch eine Erstattung per Überweisung offen.');
    await screenshotBothWidths(page, 'admin-gdpr-refund-owed');
    expect((await loadBooking(app.dataSource, erikaId)).customer_email).toBe(buyer);

    // A deletion from before that rule left the refund owed on an anonymised booking: it can still be marked.
    await app.dataSource.query(`UPDATE bookings SET customer_name = $2, customer_email = $3 WHERE id = $1`, [
      erikaId,
      ANONYMISED_NAME,
      ANONYMISED_EMAIL,
    ]);
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`);
    const anonymised = page.getByRole('row').filter({ hasText: ANONYMISED_NAME });
    await anonymised.getByRole('button', { name: 'Anonymisiert' }).waitFor();
    await anonymised.getByRole('button', { name: 'Erstattung überwiesen' }).click();
    await page
      .getByRole('dialog', { name: 'Erstattung als überwiesen markieren?' })
      .getByRole('button', { name: 'Erstattung überwiesen' })
      .click();
    await toast('Erstattung als überwiesen markiert');
    expect(await loadBooking(app.dataSource, erikaId)).toMatchObject({
      payment_status: 'refunded',
      review_reason: null,
    });
    expect(errors).toEqual([]);
  });

  it('an unknown course address shows the server message and returns to the list', async () => {
    await page.goto(`${app.url}/admin/courses/00000000-0000-4000-8000-000000000000`);
    await toast('Fehler: Kurs nicht gefunden.');
    await page.waitForURL((url) => url.pathname === '/admin/courses');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
