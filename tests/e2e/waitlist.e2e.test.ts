import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { checkoutBody, createCourse, postJson, sessionOf } from '../integration/helpers/booking-fixtures';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import {
  fillBillingAddress,
  linkIn,
  listedCourses,
  longGermanDate,
  openVisitor,
  screenshotBothWidths,
  setSpots,
  uniqueEmail,
} from './support/journey';

describe('waitlist and waitlist offers in the browser', () => {
  let app: TestApp;
  let browser: Browser;

  const toast = (page: Page) => page.getByTestId('toast');

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });

  afterAll(() => stopDemoSite(app, browser));

  it('signs up for a sold-out day from the calendar, mails the confirmation and unsubscribes by its link', async () => {
    const { context, page, errors } = await openVisitor(browser);
    const full = (await listedCourses(app)).find((course) => course.available_spots === 0)!;
    expect(full, 'the demo data has a sold-out date').toBeDefined();
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Alle Termine im Kalender' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kurstermin wählen' });
    await calendar.getByRole('table').waitFor();
    expect(await calendar.getByText('Nächster verfügbarer Termin').isVisible()).toBe(true);
    await screenshotBothWidths(page, 'calendar');
    await calendar
      .getByRole('button', { name: `${longGermanDate(full.date)}: Ausgebucht, auf die Warteliste setzen` })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Auf die Warteliste setzen' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await dialog.getByText('E-Mail ist erforderlich').waitFor();
    await dialog.getByLabel('E-Mail').fill('laura@beispiel');
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await dialog.getByText('Ungültige E-Mail-Adresse').waitFor();

    const email = uniqueEmail('laura');
    await dialog.getByRole('textbox', { name: 'Name (optional)' }).fill('Laura Hoffmann');
    await dialog.getByLabel('E-Mail').fill(email);
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    const success = page.getByRole('dialog', { name: 'Anmeldung erfolgreich!' }).getByRole('status');
    await success.waitFor();
    expect(await success.textContent()).toContain('Position 1');
    expect(await toast(page).textContent()).toContain('Warteliste-Eintragung erfolgreich');
    await screenshotBothWidths(page, 'waitlist-dialog-success');
    await page.getByRole('button', { name: 'Schließen', exact: true }).click();

    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(email));
    expect(mail.subject).toContain('Warteliste');

    // The same address again: already listed, with its position.
    await page.getByRole('button', { name: `Warteliste für ${longGermanDate(full.date)}` }).click();
    const again = page.getByRole('dialog', { name: 'Auf die Warteliste setzen' });
    await again.getByLabel('E-Mail').fill(email);
    await again.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await toast(page).getByText('Bereits auf Warteliste').waitFor();
    expect(await toast(page).textContent()).toContain('Position 1');
    await page.getByRole('dialog', { name: 'Bereits auf Warteliste' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Anmeldung erfolgreich!' }).count()).toBe(0);

    await page.goto(linkIn(mail.text, '/waitlist-unsubscribe'));
    await page.getByRole('heading', { name: 'Austragung erfolgreich' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'Sie wurden erfolgreich aus der Warteliste ausgetragen.',
    );
    // The same link again: the entry is gone already, which is no failure to retry.
    await page.goto(linkIn(mail.text, '/waitlist-unsubscribe'));
    await page.getByRole('heading', { name: 'Bereits ausgetragen' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'Dieser Abmelde-Link wurde bereits verwendet. Sie stehen nicht mehr auf der Warteliste.',
    );
    expect(await page.locator('main').textContent()).not.toContain('versuchen Sie es erneut');
    await page.goto(`${app.url}/waitlist-unsubscribe`);
    await page.getByRole('heading', { name: 'Austragung fehlgeschlagen' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Ungültiger Abmelde-Link');
    expect(await page.locator('main').getByRole('link', { name: 'Zur Startseite' }).count()).toBe(1);

    // An answer that is not JSON: the page reads the outcome from its own address, but shows only
    // its own words: a crafted course or error text never appears.
    const planted = 'Bitte überweisen Sie 49 € Bearbeitungsgebühr an DE00 1234';
    await page.route('**/api/waitlist/unsubscribe**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>ok</p>' }),
    );
    await page.goto(`${app.url}/waitlist-unsubscribe?token=abc&success=true&course=${encodeURIComponent(planted)}`);
    await page.getByRole('heading', { name: 'Austragung erfolgreich' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'Sie wurden erfolgreich aus der Warteliste ausgetragen.',
    );
    expect(await page.locator('main').textContent()).not.toContain(planted);
    for (const token of ['abc', '']) {
      await page.goto(`${app.url}/waitlist-unsubscribe?token=${token}&error=${encodeURIComponent(planted)}`);
      await page.getByRole('heading', { name: 'Austragung fehlgeschlagen' }).waitFor();
      expect(await page.locator('main').textContent()).toContain('Ein Fehler ist aufgetreten.');
      expect(await page.locator('main').textContent()).not.toContain(planted);
    }
    await page.goto(`${app.url}/waitlist-unsubscribe?error=invalid-link`);
    await page.getByRole('heading', { name: 'Austragung fehlgeschlagen' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Ungültiger Abmelde-Link');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns an open booking dialog into the waitlist prompt when the last seat goes', async () => {
    const { context, page, errors } = await openVisitor(browser, 375);
    const course = (await listedCourses(app)).find((candidate) => candidate.available_spots > 0)!;
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: `${longGermanDate(course.date)} buchen` }).click();
    await page.getByRole('dialog', { name: 'Kurs buchen' }).waitFor();

    await setSpots(app, [course.id], 0);
    const dialog = page.getByRole('dialog', { name: 'Warteliste für diesen Termin' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('button', { name: 'Jetzt buchen' }).count()).toBe(0);
    // A waitlist seat is for one person: no further participants.
    expect(await dialog.getByRole('group', { name: 'Teilnehmende' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    await dialog.getByLabel('E-Mail').fill(uniqueEmail('max'));
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await dialog.getByRole('alert').getByText('Sie wurden zur Warteliste hinzugefügt.').waitFor();
    expect(await dialog.getByTestId('waitlist-position').textContent()).toBe('1');
    await setSpots(app, [course.id], course.available_spots);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books the seat of a waitlist offer through the link in the offer e-mail', async () => {
    const { context, page, errors } = await openVisitor(browser);
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const seatHolder = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
    expect(seatHolder.status).toBe(200);
    const email = uniqueEmail('petra');
    const joined = await postJson(`${app.url}/api/waitlist`, {
      courseId: course.id,
      customerEmail: email,
      customerName: 'Petra Schmidt',
    });
    expect(joined.body).toMatchObject({ position: 1 });

    const { cancelToken } = await sessionOf(app.dataSource, seatHolder.body.bookingId);
    expect(
      (await postJson(`${app.url}/api/bookings/${seatHolder.body.bookingId}/cancel`, { token: cancelToken })).status,
    ).toBe(200);
    const [offerMail] = await app.smtp.waitFor(
      1,
      (caught) => caught.to.includes(email) && caught.subject.startsWith('Ein Platz ist frei'),
    );
    const offerLink = offerMail.text.match(/https?:\/\/\S+\/online-seminare\?angebot=[\w-]+/)![0];

    await page.goto(offerLink);
    const dialog = page.getByRole('dialog', { name: 'Kurs buchen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Ein Platz ist für Sie reserviert');
    expect(await dialog.textContent()).toContain(longGermanDate(course.date));
    const emailInput = dialog.getByLabel('E-Mail');
    expect(await emailInput.inputValue()).toBe(email);
    expect(await emailInput.getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Petra Schmidt');
    // The offered seat is the addressee's alone: no further participants.
    expect(await dialog.getByRole('group', { name: 'Teilnehmende' }).count()).toBe(0);
    await fillBillingAddress(dialog);
    await dialog.getByRole('checkbox', { name: /AGB/ }).check();
    const checkoutTab = context.waitForEvent('page');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/checkout'));
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ participants: [{ name: 'Petra Schmidt', email }] });
    const checkout = await checkoutTab;
    await checkout.getByRole('button', { name: /bezahlen/ }).click();
    await checkout.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor({ timeout: 30_000 });
    await app.smtp.waitFor(1, (caught) => caught.to.includes(email) && caught.subject.includes('Buchungsbestätigung'));

    // The used link explains itself instead of opening the dialog again.
    await page.goto(offerLink);
    await page.getByRole('alert').getByText('Platzangebot nicht verfügbar').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers the sold-out card's waitlist for every full date", async () => {
    const { context, page, errors } = await openVisitor(browser);
    const courses = await listedCourses(app);
    const free = courses.filter((course) => course.available_spots > 0);
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('article', { name: 'Nächster verfügbarer Termin' }).waitFor();
    await setSpots(
      app,
      free.map((course) => course.id),
      0,
    );
    const soldOut = page.getByRole('article', { name: 'Alle Termine ausgebucht' });
    await soldOut.waitFor({ timeout: 10_000 });
    await soldOut.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auf die Warteliste setzen' });
    const dates = dialog.getByLabel('Termin');
    await dates.waitFor();
    expect(await dates.locator('option').count()).toBe(courses.length);
    await dates.selectOption({ index: 1 });
    await dialog.getByLabel('E-Mail').fill(uniqueEmail('nina'));
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await page
      .getByRole('dialog', { name: 'Anmeldung erfolgreich!' })
      .getByText(longGermanDate(courses[1].date))
      .waitFor();
    for (const course of free) await setSpots(app, [course.id], course.available_spots);
    expect(errors).toEqual([]);
    await context.close();
  });
});
