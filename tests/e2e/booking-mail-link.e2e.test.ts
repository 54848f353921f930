import { MAIL_LINK_MESSAGES } from '@mpb/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { SIGN_IN_SUBJECT } from '../support/auth';
import { berlinDatePlus, createCourse, paidBooking } from '../integration/helpers/admin-bookings-fixtures';
import { signInAdminInBrowser, signInLinkIn, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshot, uniqueEmail } from './support/journey';

const ADMIN = 'team@example.de';

async function sessionEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const answer = await (await fetch('/api/auth/session')).json();
    return answer.user?.email ?? null;
  });
}

/** 'Meine Buchungen öffnen' from a booking confirmation the address was sent. */
describe("a booking mail's sign-in link in the browser", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(ADMIN));
  });
  afterAll(() => stopDemoSite(app, browser));

  /** A booking of its own course title, so the page shows whose bookings it lists. */
  async function bookedWithLink(name: string) {
    const email = uniqueEmail(name);
    const title = `Medizinprodukteberater ${name} ${email.split('.')[1]}`;
    const course = await createCourse(app.dataSource, { title, date: berlinDatePlus(20) });
    await paidBooking(app, course, { customerEmail: email });
    const [confirmation] = await app.smtp.waitFor(
      1,
      (mail) => mail.to.includes(email) && mail.subject.startsWith('Buchungsbestätigung'),
    );
    return { email, course, link: signInLinkIn(confirmation.text) };
  }

  it.each([375, 1280])(
    'at %i px a browser signed in as someone else is asked first; the link then works once',
    async (width) => {
      const signedIn = await bookedWithLink('angemeldet');
      const recipient = await bookedWithLink('empfaengerin');
      const { context, page, errors } = await openVisitor(browser, width);
      await page.goto(signedIn.link);
      await page.getByRole('article', { name: signedIn.course.title }).waitFor();

      await page.goto(recipient.link);
      const question = page.getByRole('dialog', { name: 'Konto wechseln?' });
      await question.waitFor();
      const asked = `Sie sind als ${signedIn.email} angemeldet. Als ${recipient.email} fortfahren?`;
      expect(await question.getByText(asked).isVisible()).toBe(true);
      expect(await violationsOn(page, 'question')).toEqual([]);
      await screenshot(page, 'mail-link-question');

      // Cancel: the session stays as it was.
      await question.getByRole('button', { name: 'Abbrechen' }).click();
      await question.waitFor({ state: 'detached' });
      await page.waitForURL(`${app.url}/meine-buchungen`);
      expect(await sessionEmail(page)).toBe(signedIn.email);

      // The link is still unused: asked again, the confirmation switches the account.
      await page.goto(recipient.link);
      await question.waitFor();
      await question.getByRole('button', { name: 'Fortfahren', exact: true }).click();
      await page.waitForURL(`${app.url}/meine-buchungen`);
      await page.getByRole('article', { name: recipient.course.title }).waitFor();
      expect(await page.getByRole('article', { name: signedIn.course.title }).count()).toBe(0);
      expect(await sessionEmail(page)).toBe(recipient.email);

      // Signed out, the used link signs in no more and offers a fresh one by mail.
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
      await page.goto(recipient.link);
      await page.getByRole('heading', { name: 'Link nicht mehr gültig', level: 1 }).waitFor();
      expect(await page.getByText(MAIL_LINK_MESSAGES.gone).isVisible()).toBe(true);
      expect(await sessionEmail(page)).toBeNull();
      expect(await violationsOn(page, 'used link')).toEqual([]);
      await screenshot(page, 'mail-link-used');

      await page.getByRole('button', { name: 'Neuen Link senden' }).click();
      await page.getByRole('status').filter({ hasText: 'Wir haben Ihnen einen neuen Anmeldelink' }).waitFor();
      const [fresh] = await app.smtp.waitFor(
        1,
        (mail) => mail.to.includes(recipient.email) && mail.subject === SIGN_IN_SUBJECT,
      );
      await page.goto(signInLinkIn(fresh.text));
      await page.getByRole('article', { name: recipient.course.title }).waitFor();
      expect(await sessionEmail(page)).toBe(recipient.email);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("never replaces an admin's session: the admin is told to sign out first", async () => {
    const customer = await bookedWithLink('kunde');
    const { context, page, errors } = await openVisitor(browser, 1280);
    await signInAdminInBrowser(page, app, ADMIN);

    await page.goto(customer.link);
    const notice = page.getByRole('dialog', { name: 'Als Admin angemeldet' });
    await notice.waitFor();
    expect(await notice.getByText(`Sie sind als Admin ${ADMIN} angemeldet.`, { exact: false }).isVisible()).toBe(true);
    expect(await notice.getByRole('button', { name: 'Fortfahren' }).count()).toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      expect(await violationsOn(page, `admin notice at ${width} px`)).toEqual([]);
      await screenshot(page, 'mail-link-admin');
    }
    await notice.getByRole('button', { name: 'Schließen', exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await sessionEmail(page)).toBe(ADMIN);

    // Signed out as the notice asks, the same link signs the customer in.
    await page.goto(customer.link);
    await notice.getByRole('button', { name: 'Abmelden' }).click();
    await notice.getByText('Sie sind abgemeldet. Öffnen Sie den Link aus der E-Mail jetzt erneut.').waitFor();
    await page.goto(customer.link);
    await page.getByRole('article', { name: customer.course.title }).waitFor();
    expect(await sessionEmail(page)).toBe(customer.email);
    expect(errors).toEqual([]);
    await context.close();
  });
});
