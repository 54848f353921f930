import { siteSettingsFrom, termsDocument } from '@mpb/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { violationsOn } from './support/axe';
import { launchChromium } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { openVisitor, screenshot, waitForHydration } from './support/journey';

/** Non-default operator details; the company, street and city come from the short SITE_OPERATOR form. */
const operatorEnvironment = {
  SITE_OPERATOR: 'Prüfhaus Regulatorik GmbH, Teststraße 9, 04109 Leipzig',
  SITE_REGISTER_COURT: 'Amtsgericht Leipzig',
  SITE_REGISTER_NUMBER: 'HRB 424242',
  SITE_MANAGING_DIRECTORS: 'Dr. Jana Beispiel, Tom Prüfer',
  SITE_VAT_ID: 'DE123456789',
  SITE_CONTENT_RESPONSIBLE: 'Dr. Jana Beispiel',
  SITE_PRIVACY_AUTHORITY: 'Sächsische Datenschutz- und Transparenzbeauftragte, Devrientstraße 5, 01067 Dresden',
  SITE_HOSTING_PROVIDER: 'Serverhalle Test GmbH, Rechenweg 1, 04103 Leipzig',
  SITE_MAIL_PROVIDER: 'Postamt Test AG, Briefweg 2, 04105 Leipzig',
  SITE_PHONE: '0341 1234567',
  SITE_EMAIL: 'recht@pruefhaus.example',
  BLOG_DISCOUNT_CODE: 'LESEN15',
  SITE_LEGAL_CHECK_LAST: '2026-11',
  SITE_LEGAL_CHECK_NEXT: '2027-05',
};
const REVIEW_LINE = 'Letzte Prüfung: November 2026 · Nächste planmäßige Prüfung: Mai 2027';

describe('legal pages filled from the configuration', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;

  /** The prerendered page as served, read without JavaScript (and, as a reader does, without soft hyphens). */
  async function servedText(path: string): Promise<string> {
    const page = await context.newPage();
    await page.goto(`${app.url}/${path}`);
    const text = (await page.locator('main').textContent()) ?? '';
    await page.close();
    return text.replace(/\u00ad/g, '').replace(/\s+/g, ' ');
  }

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: ensureFrontendBuild(), worker: false, env: operatorEnvironment });
    browser = await launchChromium();
    context = await browser.newContext({ javaScriptEnabled: false });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows every field a GmbH must show in the Impressum', async () => {
    const text = await servedText('impressum');
    for (const expected of [
      'Prüfhaus Regulatorik GmbH',
      'Teststraße 9',
      '04109 Leipzig',
      'Amtsgericht Leipzig',
      'HRB 424242',
      'Dr. Jana Beispiel, Tom Prüfer',
      'DE123456789',
      'Dr. Jana Beispiel, Teststraße 9, 04109 Leipzig',
      '0341 1234567',
      'recht@pruefhaus.example',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Beispiel Medical Consulting');
  });

  it('states every period of the terms, the consumer withdrawal notice and the model form in the AGB', async () => {
    const text = await servedText('agb');
    for (const expected of [
      'Prüfhaus Regulatorik GmbH',
      'bis 14 Tage vor Seminarbeginn: kostenfrei',
      'weniger als 14 Tage vor Seminarbeginn: 50 % der Seminargebühr',
      'weniger als 7 Tage vor Seminarbeginn sowie bei Nichterscheinen: 100 % der Seminargebühr',
      'weniger als 3 Teilnehmende',
      'Widerrufsrecht von 14 Tagen',
      'Die Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsabschlusses',
      'innerhalb von 14 Tagen nach Rechnungsstellung',
      '5 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 1 BGB)',
      '9 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB)',
      'innerhalb von 7 Werktagen',
      'innerhalb von 6 Wochen',
      '§ 356 Abs. 4 BGB',
      'Muster-Widerrufsformular',
      'Hiermit widerrufe(n) ich/wir (*)',
      'An Prüfhaus Regulatorik GmbH, Teststraße 9, 04109 Leipzig, E-Mail: recht@pruefhaus.example',
      // The version a booking records and its confirmation attaches as PDF.
      termsDocument(siteSettingsFrom(operatorEnvironment)).stand,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the processors, legal bases, retention periods, rights and the authority in the Datenschutz', async () => {
    const text = await servedText('datenschutz');
    for (const expected of [
      'Prüfhaus Regulatorik GmbH',
      'Serverhalle Test GmbH, Rechenweg 1, 04103 Leipzig',
      'Postamt Test AG, Briefweg 2, 04105 Leipzig',
      'Stripe Payments Europe, Ltd.',
      'Double-Opt-in',
      'localStorage',
      'Art. 6 Abs. 1 lit. a DSGVO',
      'Art. 6 Abs. 1 lit. b DSGVO',
      'Art. 6 Abs. 1 lit. c DSGVO',
      'Art. 6 Abs. 1 lit. f DSGVO',
      'bis zu 6 Monate nach Abschluss der Anfrage',
      'bis zu Ihrem Widerruf',
      'höchstens 14 Monate',
      'innerhalb eines Monats',
      'Sächsische Datenschutz- und Transparenzbeauftragte, Devrientstraße 5, 01067 Dresden',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('tells who sees a certificate at /zertifikat/{number}, how to have it removed, and how long certificates, bookings and invoices are kept', async () => {
    const text = await servedText('datenschutz');
    for (const expected of [
      'Teilnahmezertifikat und öffentliche Echtheitsprüfung',
      `Unter ${app.config.site.settings.url}/zertifikat/ mit der Zertifikatsnummer am Ende`,
      'sieht jede Person, die die Zertifikatsnummer kennt, Ihren Namen, den Kurs und das Datum des Seminars und ob das Zertifikat gültig ist oder durch ein neues ersetzt wurde',
      'Suchmaschinen nehmen die Prüfseite nicht auf.',
      'Möchten Sie nicht, dass Ihr Zertifikat weiter geprüft werden kann, genügt eine Nachricht an recht@pruefhaus.example',
      'Ihr Name wird aus allen Ihren Zertifikaten entfernt, und die Prüfseite zeigt zu der Nummer nur noch, dass das Zertifikat nicht mehr geprüft werden kann.',
      'Teilnahmezertifikate (Nummer, Name, Kurs, Datum)',
      'für die öffentliche Echtheitsprüfung, bis Sie die Löschung verlangen; danach bleiben nur Nummer, Kurs und Datum ohne Ihren Namen.',
      'bis Sie die Löschung verlangen; wir brauchen sie auch nach dem Seminar',
      'Bei der Löschung anonymisieren wir Ihre Buchungen: Betrag, Datum und Zahlungsreferenz bleiben ohne Bezug zu Ihrer Person für die Buchhaltung erhalten.',
      '8 Jahre ab dem Ende des Kalenderjahres, in dem die Rechnung ausgestellt wurde (§ 147 Abs. 1 Nr. 4 und Abs. 3 AO, § 14b UStG, § 257 HGB)',
      'auch nach einer Löschung Ihrer übrigen Daten erhalten (Art. 17 Abs. 3 lit. b DSGVO)',
    ]) {
      expect(text).toContain(expected);
    }
    // No period the product does not keep: it anonymises a booking on request, not after the course.
    for (const untrue of [
      '6 Monate nach dem Ende des Seminars',
      '10 Jahre',
      'spätestens 6 Monate nach dem Seminartermin',
    ])
      expect(text).not.toContain(untrue);
  });

  it('promotes the configured discount code on /blog/news', async () => {
    const text = await servedText('blog/news');
    expect(text).toContain('LESEN15');
    expect(text).not.toContain('BLOG20');
  });

  it('dates the legal review on /rechtslage-strafen by the configured months, served and in the browser at 375 and 1280 px', async () => {
    expect(await servedText('rechtslage-strafen')).toContain(REVIEW_LINE);
    for (const width of [375, 1280]) {
      const { context: visitor, page, errors } = await openVisitor(browser, width);
      await page.goto(`${app.url}/rechtslage-strafen`);
      const note = page.getByRole('complementary', { name: 'Rechtlicher Hinweis' });
      await waitForHydration(page);
      expect((await note.innerText()).replace(/\s+/g, ' ')).toContain(REVIEW_LINE);
      expect(await violationsOn(page, `/rechtslage-strafen at ${width}`)).toEqual([]);
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, 'legal-review-dates');
      expect(errors).toEqual([]);
      await visitor.close();
    }
  });
});
