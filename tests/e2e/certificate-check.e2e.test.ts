import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  insertBooking,
  startAdminApp,
} from '../integration/helpers/admin-bookings-fixtures';
import { uniqueEmail } from '../integration/helpers/booking-fixtures';
import { violationsOn } from './support/axe';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { longGermanDate, openVisitor, screenshot } from './support/journey';

const NUMBER = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

describe('the public certificate check', () => {
  let app: TestApp;
  let cookie: string;
  let browser: Browser;
  const { put } = adminCalls(
    () => app,
    () => cookie,
  );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ frontendDir: ensureFrontendBuild() }));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("shows a certificate's state inside the site, with its header, footer and title, at 375 and 1280 px", async () => {
    const course = await createCourse(app.dataSource, {
      title: 'Medizinprodukteberater Basiszertifizierung',
      date: berlinDatePlus(-1),
    });
    const booking = await insertBooking(app, course, {
      booking_status: 'confirmed',
      payment_status: 'paid',
      customer_name: 'Zoë Prüfling',
      customer_email: uniqueEmail('pruefung'),
    });
    const attend = (attendance: 'present' | 'absent') =>
      put(`/api/admin/courses/${course.id}/attendance`, { entries: [{ bookingId: booking.id, attendance }] });
    expect((await attend('present')).status).toBe(200);
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(booking.customer_email), 30_000);
    const number = NUMBER.exec(mail.text)![0];

    const served = await fetch(`${app.url}/zertifikat/${number}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('x-robots-tag')).toContain('noindex');
    expect(await served.text()).toContain('<meta name="robots" content="noindex');

    for (const width of [375, 1280]) {
      const { context, page, errors } = await openVisitor(browser, width);
      await page.goto(`${app.url}/zertifikat/${number.toLowerCase()}`);
      await page.getByRole('heading', { name: 'Dieses Zertifikat ist gültig.' }).waitFor();
      const main = page.locator('main');
      for (const shown of ['Gültig', 'Zoë Prüfling', course.title, longGermanDate(course.date), number])
        expect(await main.textContent()).toContain(shown);
      expect(await page.title()).toMatch(/^Zertifikat prüfen \| /);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Impressum' }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'Datenschutz' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /zur Startseite$/ }).count()).toBe(1);
      expect(await violationsOn(page, `certificate page at ${width}`)).toEqual([]);
      await screenshot(page, 'zertifikat-gueltig', { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }

    expect((await attend('absent')).status).toBe(200);
    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/zertifikat/${number}`);
    await page.getByRole('heading', { name: 'Dieses Zertifikat wurde widerrufen.' }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Zoë');

    // Typed in by hand: an unknown number, then back to the valid-looking form.
    await page.getByRole('link', { name: 'Andere Nummer prüfen' }).click();
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByText('Bitte geben Sie die Zertifikatsnummer ein.').waitFor();
    await page.getByLabel('Zertifikatsnummer').fill('aaaa-bbbb-cccc-dddd');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Zu dieser Nummer ist kein Zertifikat bekannt.' }).waitFor();
    expect(page.url()).toBe(`${app.url}/zertifikat/AAAA-BBBB-CCCC-DDDD`);
    expect(await violationsOn(page, 'unknown certificate at 375')).toEqual([]);
    await screenshot(page, 'zertifikat-unbekannt', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
