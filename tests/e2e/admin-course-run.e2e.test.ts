import { randomInt } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { pdfText } from '../support/certificate-pdf';
import { eventually } from '../support/eventually';
import { berlinDatePlus, createCourse, insertBooking } from '../integration/helpers/admin-bookings-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, SCREENSHOT_DIR, screenshot, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'kursleitung@example.de';
const confirmed = { booking_status: 'confirmed', payment_status: 'paid' } as const;

describe('running a course date in the dashboard', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  // Digits only: a printed "ff" or "fi" becomes a ligature, which the PDF text splits.
  const tag = `Kurstag ${randomInt(100_000, 1_000_000)}`;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
    ({ context, page, errors } = await openVisitor(browser));
    await signInAdminInBrowser(page, app, ADMIN);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  const openCourses = async () => {
    await page.goto(`${app.url}/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await page.getByText('Kurse verwalten').first().waitFor();
  };

  it('marks attendance in the participant list; the present ones get their certificate PDF by mail', async () => {
    const course = await createCourse(app.dataSource, { title: `${tag} Basis`, date: berlinDatePlus(-1) });
    const people = [
      { customer_name: 'Anna Äbelhof', customer_company: 'Medi Tech GmbH', customer_phone: '+49 30 555 0101' },
      { customer_name: 'Bernd Brückner', customer_company: 'Orthopädie Süd KG', customer_phone: '+49 89 555 0202' },
      { customer_name: 'Clara Çelik', customer_company: null, customer_phone: null },
    ];
    const bookings = [];
    for (const person of people)
      bookings.push(
        await insertBooking(app, course, { ...confirmed, ...person, customer_email: uniqueEmail('kurstag') }),
      );

    await openCourses();
    const row = page.getByRole('row').filter({ hasText: course.title });
    await row.getByText('Anwesenheit offen').waitFor();
    await row.getByRole('button', { name: 'Teilnehmer' }).click();
    const dialog = page.getByRole('dialog', { name: /Teilnehmer/ });
    await dialog.getByText('Clara Çelik').waitFor();
    expect(await dialog.getByText('3 bestätigte Teilnehmende').count()).toBe(1);
    await screenshotBothWidths(page, 'teilnehmerliste');

    await dialog.getByRole('button', { name: 'Alle anwesend' }).click();
    await dialog.locator('[data-participant="Clara Çelik"]').getByRole('button', { name: 'Abwesend' }).click();
    await dialog.getByRole('button', { name: 'Anwesenheit speichern' }).click();
    await page.getByText('Anwesenheit gespeichert, 2 Zertifikate werden versendet').waitFor();

    const mails = await app.smtp.waitFor(
      2,
      (mail) => mail.subject.startsWith('Ihr Zertifikat') && mail.subject.includes(''),
      30_000,
    );
    const byRecipient = new Map(mails.map((mail) => [mail.to[0], mail]));
    for (const booking of bookings.slice(0, 2)) {
      const mail = byRecipient.get(booking.customer_email);
      expect(mail, booking.customer_name).toBeDefined();
      const pdf = mail!.attachments.find((file) => file.contentType === 'application/pdf');
      expect(pdf?.filename).toMatch(/^Teilnahmezertifikat-[0-9A-Z-]{19}\.pdf$/);
      expect((await pdfText(pdf!.content)).replace(/\s+/g, ' ')).toContain(booking.customer_name);
    }
    expect(byRecipient.has(bookings[2].customer_email)).toBe(false);
    const audited = await app.dataSource.query(
      `SELECT after->>'attendance' AS attendance FROM audit_log WHERE action = 'booking.attendance' AND entity_id = ANY($1) ORDER BY entity_id`,
      [bookings.map((booking) => booking.id)],
    );
    expect(audited.map((entry: { attendance: string }) => entry.attendance).sort()).toEqual([
      'absent',
      'present',
      'present',
    ]);

    // The list shows each certificate's number; the course row its new state once the mails are recorded.
    await dialog.getByText('versendet').first().waitFor();
    // Each number opens its public check page; the PDF button the certificate itself.
    const anna = dialog.locator(`[data-participant="${bookings[0].customer_name}"]`);
    const numberLink = anna.getByRole('link', { name: /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/ }).first();
    expect(await numberLink.getAttribute('href')).toMatch(/^\/zertifikat\/[0-9A-Z-]{19}$/);
    const pdfLink = anna.getByRole('link', { name: 'Zertifikat als PDF' }).first();
    const pdfAnswer = await page.request.get(`${app.url}${await pdfLink.getAttribute('href')}`);
    expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
    expect((await pdfText(await pdfAnswer.body())).replace(/\s+/g, ' ')).toContain(bookings[0].customer_name);
    // Marked absent afterwards, a participant's certificate shows as revoked, with nothing to send.
    const bernd = dialog.locator('[data-participant="Bernd Brückner"]');
    await bernd.getByRole('button', { name: 'Abwesend' }).click();
    await dialog.getByRole('button', { name: 'Anwesenheit speichern' }).click();
    await page.getByText('Anwesenheit gespeichert, 1 Zertifikat widerrufen').waitFor();
    await bernd.getByText('widerrufen').waitFor();
    expect(await bernd.getByRole('button', { name: 'Zertifikat erneut senden' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await eventually(
      async () => {
        await openCourses();
        return (
          (await page.getByRole('row').filter({ hasText: course.title }).getByText('Zertifikate versendet').count()) > 0
        );
      },
      { what: "course row says 'Zertifikate versendet'", timeoutMs: 30_000, everyMs: 500 },
    );
    await page.goto(`${app.url}/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ course_id: course.id }))}`);
    await page.getByText('Zertifikate versendet').filter({ visible: true }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('prints the list on A4 pages of 20, each headed by course and date', async () => {
    const course = await createCourse(app.dataSource, { title: `${tag} Druck`, date: berlinDatePlus(3) });
    for (let index = 1; index <= 25; index += 1)
      await insertBooking(app, course, {
        ...confirmed,
        customer_name: `Teilnehmerin ${String(index).padStart(2, '0')} Müller`,
        customer_company: index % 3 ? 'Beispiel Medizintechnik GmbH' : null,
      });
    await openCourses();
    const row = page.getByRole('row').filter({ hasText: course.title });
    await row.getByText('Bevorstehend').waitFor();
    await row.getByRole('button', { name: 'Teilnehmer' }).click();
    const dialog = page.getByRole('dialog', { name: /Teilnehmer/ });
    await dialog.getByText('Die Anwesenheit kann ab Kursbeginn erfasst werden.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Anwesenheit speichern' }).isDisabled()).toBe(true);

    const [printView] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name: 'Druckansicht' }).click(),
    ]);
    await printView.getByText('Seite 2 von 2').waitFor();
    await screenshot(printView, 'teilnehmerliste-druckansicht', { fullPage: true });
    const printed = await printView.pdf({ format: 'A4', printBackground: true });
    const text = await pdfText(Buffer.from(printed));
    const pages = text.split('\n');
    expect(pages).toHaveLength(2);
    for (const [index, pageText] of pages.entries()) {
      expect(pageText).toContain(`${tag} Druck`);
      expect(pageText).toContain(`Seite ${index + 1} von 2`);
    }
    expect(pages[0]).toContain('Teilnehmerin 20 Müller');
    expect(pages[0]).not.toContain('Teilnehmerin 21 Müller');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, 'teilnehmerliste-druck.pdf'), printed);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      join(SCREENSHOT_DIR, 'teilnehmerliste-druck.pdf'),
      join(SCREENSHOT_DIR, 'teilnehmerliste-druck'),
    ]);
    await printView.close();
    expect(errors).toEqual([]);
  });
});
