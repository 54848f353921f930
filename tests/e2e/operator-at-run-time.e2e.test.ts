import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { launchChromium, newGermanContext } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';
import { waitForHydration } from './support/journey';
import { servedHtml, visibleText } from './support/served-page';

/** Two operators of one and the same build (DECISIONS.md 29), each with every field of its own. */
const operators = {
  north: {
    env: {
      PUBLIC_URL: 'https://nord-seminare.example',
      SITE_OPERATOR: 'Nordlicht Regulatorik GmbH, Hafenkante 7, 20457 Hamburg',
      SITE_REGISTER_COURT: 'Amtsgericht Hamburg',
      SITE_REGISTER_NUMBER: 'HRB 111222',
      SITE_MANAGING_DIRECTORS: 'Dr. Hanna Nord, Kai Küste',
      SITE_VAT_ID: 'DE111222333',
      SITE_PRIVACY_AUTHORITY: 'Hamburgische Beauftragte für Datenschutz, Ludwig-Erhard-Straße 22, 20459 Hamburg',
      SITE_HOSTING_PROVIDER: 'Elbrechenzentrum GmbH, Speicherweg 1, 20457 Hamburg',
      SITE_MAIL_PROVIDER: 'Möwenpost AG, Deichweg 4, 20459 Hamburg',
      SITE_PHONE: '040 5556667',
      SITE_EMAIL: 'kontakt@nordlicht.example',
      SITE_MESSENGER_NUMBER: '+49 151 1234567',
    },
    shown: [
      'Nordlicht Regulatorik GmbH',
      'Hafenkante 7',
      '20457 Hamburg',
      'Amtsgericht Hamburg',
      'HRB 111222',
      'Dr. Hanna Nord, Kai Küste',
      'DE111222333',
      '040 5556667',
      'kontakt@nordlicht.example',
    ],
  },
  south: {
    env: {
      PUBLIC_URL: 'https://sued-seminare.example',
      SITE_COMPANY: 'Alpen & Söhne "Medizin" GmbH',
      SITE_STREET: 'Bergstraße 12',
      SITE_POSTAL_CODE: '80331',
      SITE_CITY: 'München',
      SITE_REGISTER_COURT: 'Amtsgericht München',
      SITE_REGISTER_NUMBER: 'HRB 999888',
      SITE_MANAGING_DIRECTORS: 'Sepp Gipfel',
      SITE_VAT_ID: 'DE999888777',
      SITE_PRIVACY_AUTHORITY: 'Bayerisches Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach',
      SITE_HOSTING_PROVIDER: 'Gipfelhosting GmbH, Talweg 3, 80331 München',
      SITE_MAIL_PROVIDER: 'Almpost GmbH, Wiesenweg 5, 80331 München',
      SITE_PHONE: '089 4443332',
      SITE_EMAIL: 'info@alpen-soehne.example',
    },
    shown: [
      'Alpen & Söhne "Medizin" GmbH',
      'Bergstraße 12',
      '80331 München',
      'Amtsgericht München',
      'HRB 999888',
      'Sepp Gipfel',
      'DE999888777',
      '089 4443332',
      'info@alpen-soehne.example',
    ],
  },
};
type OperatorName = keyof typeof operators;
/** What the example operator (the defaults) and a build's placeholders would show. */
const EXAMPLE_VALUES = [
  'Beispiel Medical Consulting',
  'Musterstraße 1',
  'HRB 000000 B',
  'DE000000000',
  '0800 000 0000',
];
const LEGAL_PAGES = ['/impressum', '/agb', '/datenschutz'];

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

describe('operator details of the running server, not of the build (DECISIONS 29)', () => {
  const apps = {} as Record<OperatorName, TestApp>;
  let browser: Browser;

  beforeAll(async () => {
    const frontendDir = ensureFrontendBuild();
    for (const name of Object.keys(operators) as OperatorName[])
      apps[name] = await startTestApp({ frontendDir, worker: false, env: operators[name].env });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const app of Object.values(apps)) await app?.close();
  });

  it.each(Object.keys(operators) as OperatorName[])(
    'serves Impressum, AGB and Datenschutz with the %s operator only',
    async (name) => {
      const own = operators[name];
      const other = operators[name === 'north' ? 'south' : 'north'];
      for (const path of LEGAL_PAGES) {
        const html = await servedHtml(apps[name], path);
        const text = visibleText(html);
        expect(text, path).toContain(own.shown[0]);
        for (const value of [...other.shown, ...EXAMPLE_VALUES]) expect(text, `${path}: ${value}`).not.toContain(value);
        expect(html, path).not.toContain('__SITE_SETTING_');
      }
      const imprint = visibleText(await servedHtml(apps[name], '/impressum'));
      for (const value of own.shown) expect(imprint, value).toContain(value);
      const terms = visibleText(await servedHtml(apps[name], '/agb'));
      expect(terms).toContain(`An ${own.shown[0]}, ${own.shown[1]}, ${own.shown[2]}, E-Mail: ${own.shown[8]}`);
      const privacy = visibleText(await servedHtml(apps[name], '/datenschutz'));
      for (const variable of ['SITE_PRIVACY_AUTHORITY', 'SITE_HOSTING_PROVIDER', 'SITE_MAIL_PROVIDER'] as const)
        expect(privacy).toContain(own.env[variable]);
    },
  );

  it.each(Object.keys(operators) as OperatorName[])(
    'fills header, footer, structured data, canonical link and sitemap of the %s operator',
    async (name) => {
      const { env } = operators[name];
      const html = await servedHtml(apps[name], '/impressum');
      expect(html).toContain(`<a href="tel:+49${env.SITE_PHONE.replace(/\D/g, '').slice(1)}">${env.SITE_PHONE}</a>`);
      expect(html).toContain(`<a href="mailto:${env.SITE_EMAIL}">${env.SITE_EMAIL}</a>`);
      expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_URL}/impressum"`);
      const home = await servedHtml(apps[name], '/');
      const organization = structuredData(home).find((schema) => schema['@type'] === 'EducationalOrganization');
      expect(organization).toMatchObject({
        url: `${env.PUBLIC_URL}/`,
        email: env.SITE_EMAIL,
        telephone: env.SITE_PHONE,
      });
      expect(home).not.toContain('__SITE_SETTING_');
      expect(await (await fetch(`${apps[name].url}/sitemap.xml`)).text()).toContain(
        `<loc>${env.PUBLIC_URL}/impressum</loc>`,
      );
      expect(await (await fetch(`${apps[name].url}/robots.txt`)).text()).toContain(
        `Sitemap: ${env.PUBLIC_URL}/sitemap.xml`,
      );
    },
  );

  it('fills the 404 page, and serves the admin app without placeholders', async () => {
    for (const name of Object.keys(operators) as OperatorName[]) {
      const { env } = operators[name];
      const notFound = await fetch(`${apps[name].url}/gibt-es-nicht`);
      expect(notFound.status).toBe(404);
      const html = await notFound.text();
      expect(html).toContain(`>${env.SITE_PHONE}</a>`);
      expect(html).not.toContain('__SITE_SETTING_');
      // The admin app shows no operator details, and no placeholder either.
      const admin = await fetch(`${apps[name].url}/admin`);
      expect(admin.status).toBe(200);
      const adminHtml = await admin.text();
      expect(adminHtml).toContain('<div id="admin">');
      expect(adminHtml).not.toContain('__SITE_SETTING_');
    }
  });

  it('shows the same operator in Chromium after hydration, without a hydration error', async () => {
    for (const name of Object.keys(operators) as OperatorName[]) {
      const context = await newGermanContext(browser);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      await page.goto(`${apps[name].url}/impressum`);
      await waitForHydration(page);
      const text = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
      for (const value of operators[name].shown) expect(text, value).toContain(value);
      // Client-side navigation renders from the same settings.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).first().click();
      await page.waitForURL(/\/datenschutz$/);
      await page.getByText(operators[name].env.SITE_HOSTING_PROVIDER).waitFor();
      // The messenger link depends on the server's SITE_MESSENGER_NUMBER: only the north operator has one.
      await page.goto(`${apps[name].url}/ueber-uns`);
      await waitForHydration(page);
      const messenger = page.getByRole('link', { name: 'WhatsApp' });
      if (name === 'north')
        expect(await messenger.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/491511234567\?text=/);
      else expect(await messenger.count()).toBe(0);
      expect(problems, name).toEqual([]);
      await context.close();
    }
  });
});
