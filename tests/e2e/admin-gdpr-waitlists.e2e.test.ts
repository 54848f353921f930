import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { createCourse, postJson } from '../integration/helpers/booking-fixtures';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'datenschutz-admin@example.de';

describe('admin waitlists and GDPR requests in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
  });
  afterAll(() => stopDemoSite(app, browser));

  it('removes a waitlist entry, then deletes a person’s data and sees it in the log', async () => {
    const course = await createCourse(app.dataSource, {
      title: 'Medizinprodukteberater Basiszertifizierung',
      max_participants: 1,
      available_spots: 0,
    });
    const [first, second, third] = [
      uniqueEmail('anna.erste'),
      uniqueEmail('bernd.zweiter'),
      uniqueEmail('clara.dritte'),
    ];
    // Clara's comment names Bernd: the deletion replaces his name there.
    for (const [email, name, comments] of [
      [first, 'Anna Erste'],
      [second, 'Bernd Zweiter'],
      [third, 'Clara Dritte', 'Gern zusammen mit Bernd Zweiter'],
    ]) {
      expect(
        (
          await postJson(`${app.url}/api/waitlist`, {
            courseId: course.id,
            customerEmail: email,
            customerName: name,
            customerPhone: '+49 30 1234567',
            customerComments: comments,
          })
        ).status,
      ).toBe(200);
    }

    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMIN);

    await page.goto(`${app.url}/admin/waitlists`);
    await page.getByText('Kurse mit Warteliste').waitFor();
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await row(first).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    await screenshotBothWidths(page, 'admin-waitlists', { fullPage: true });

    await row(first).getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByText('Eintrag entfernen?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByText('Erfolgreich entfernt').waitFor();
    await expect.poll(() => row(first).count()).toBe(0);
    await expect.poll(async () => (await row(second).getByRole('cell').first().textContent())?.trim()).toBe('1');
    await screenshotBothWidths(page, 'admin-waitlists-removed', { fullPage: true });

    await page.goto(`${app.url}/admin/gdpr-requests`);
    await page.getByText('Die Löschung ist endgültig').waitFor();
    await page.getByRole('button', { name: 'Betroffene Daten anzeigen' }).click();
    await page.getByText('E-Mail-Adresse erforderlich').waitFor();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(second);
    await page.getByRole('button', { name: 'Betroffene Daten anzeigen' }).click();
    await page.getByText('Wartelisten-Einträge: 1').waitFor();
    await page.getByText('Kommentare und Notizen zur Person (bereinigt): 1').waitFor();
    const reason = page.getByRole('textbox', { name: 'Grund (optional)' });
    await reason.fill('Antrag per E-Mail vom Kunden');
    // The form warns next to the field that the reason must name nobody.
    await expect
      .poll(() => reason.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()))
      .toContain('Keine personenbezogenen Daten angeben');
    await screenshotBothWidths(page, 'admin-gdpr-preview', { fullPage: true });
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    await page.getByRole('dialog').getByText('Daten endgültig löschen?').waitFor();
    // The worker removes the queued jobs naming the person after the deletion; held back here, so the log shows it pending.
    const bookingsQueue = app.api.get(QueueRegistry).get(QUEUES.bookings);
    await bookingsQueue.pause();
    await page.getByRole('dialog').getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByText('Daten erfolgreich gelöscht').waitFor();
    const logRow = page.getByRole('row').filter({ hasText: 'Antrag per E-Mail vom Kunden' });
    await logRow.getByText('Wartelisten-Einträge: 1').waitFor();
    await logRow.getByText('Kommentare und Notizen zur Person (bereinigt): 1').waitFor();
    const pending = logRow.getByText('Hintergrund-Jobs: Bereinigung ausstehend');
    await pending.waitFor();
    expect(await page.getByText(second).count()).toBe(0);
    await screenshotBothWidths(page, 'admin-gdpr-log-pending', { fullPage: true });
    await bookingsQueue.resume();
    // The log reads itself again while a deletion is pending, so the count appears without a reload.
    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    await logRow.getByText(/^Hintergrund-Jobs: \d+$/).waitFor();
    await screenshotBothWidths(page, 'admin-gdpr-log', { fullPage: true });

    const [left] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM waitlist_entries WHERE course_id = $1`,
      [course.id],
    );
    expect(left.count).toBe(1);
    expect(
      await app.dataSource.query(`SELECT customer_comments FROM waitlist_entries WHERE customer_email = $1`, [third]),
    ).toEqual([{ customer_comments: 'Gern zusammen mit [gelöscht]' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
