import { formatShortDate } from '@mpb/domain';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { berlinDatePlus, createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { openVisitor, screenshot, screenshotBothWidths } from './support/journey';

const ADMIN = 'kurstermine@example.de';

describe("the course form's access data and a date change in the browser", () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const tag = `E2E-Zugang ${randomUUID().slice(0, 6)}`;

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

  it('enters the access data, moves the date after seeing how many participants are told, and they are mailed', async () => {
    const course = await createCourse(app.dataSource, { title: tag, date: berlinDatePlus(30) });
    const participants = [await paidBooking(app, course), await paidBooking(app, course)];
    await page.goto(`${app.url}/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    const row = page
      .getByRole('row')
      .filter({ hasText: tag })
      .filter({ hasText: formatShortDate(course.date) });
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kurs bearbeiten' });
    const section = dialog.getByRole('group', { name: 'Zugangsdaten' });
    await section.waitFor();

    const link = 'https://meet.example.de/e2e-raum-4471';
    await section.getByRole('textbox', { name: 'Meeting-Link' }).fill(link);
    await section.getByRole('textbox', { name: 'Meeting-ID' }).fill('845 2231 9904');
    await section.getByRole('textbox', { name: 'Kenncode' }).fill('482913');
    await section.getByRole('textbox', { name: /Einwahl per Telefon/ }).fill('+49 69 7104 9922');
    await section
      .getByRole('textbox', { name: /Hinweis für Teilnehmende/ })
      .fill('Der Kursraum ist ab 8:00 Uhr offen.');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      // By CSS: at phone width the admin layout hides the dialog from the accessibility tree while it re-lays out.
      await page
        .locator('fieldset', { has: page.locator('legend', { hasText: 'Zugangsdaten' }) })
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'admin-course-access-data');
    }

    await section.getByRole('textbox', { name: 'Meeting-Link' }).fill('http://meet.example.de/unsicher');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await section.getByText('Bitte geben Sie einen vollständigen Meeting-Link an, der mit https:// beginnt.').waitFor();
    await section.getByRole('textbox', { name: 'Meeting-Link' }).fill(link);

    const newDate = berlinDatePlus(37);
    await dialog.getByLabel('Datum').fill(newDate);
    await dialog.getByLabel('Beginn').fill('09:00');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    const confirm = page.getByRole('dialog', { name: 'Termin ändern?' });
    await confirm.getByText('2 Teilnehmer werden per E-Mail über die Terminänderung informiert.').waitFor();
    await screenshotBothWidths(page, 'admin-course-reschedule-confirm');

    // Going back saves nothing.
    await confirm.getByRole('button', { name: 'Zurück' }).click();
    const stored = () =>
      app.dataSource.query(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time, access_url,
                access_meeting_id, access_passcode FROM courses WHERE id = $1`,
        [course.id],
      );
    expect((await stored())[0]).toMatchObject({ date: course.date, access_url: null });

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await confirm.getByRole('button', { name: 'Speichern und informieren' }).click();
    await page.getByText('Kurs aktualisiert').first().waitFor();
    expect(await stored()).toEqual([
      {
        date: newDate,
        start_time: '09:00',
        access_url: link,
        access_meeting_id: '845 2231 9904',
        access_passcode: '482913',
      },
    ]);
    for (const participant of participants) {
      const [mail] = await app.smtp.waitFor(
        1,
        (caught) => caught.to.includes(participant.customer_email) && caught.subject.startsWith('Terminänderung:'),
      );
      expect(mail.subject).toContain(`jetzt am ${formatShortDate(newDate)} um 09:00 Uhr`);
      expect(mail.attachments.some((file) => file.filename === 'kurstermin.ics')).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
