import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config';

describe('loadConfig', () => {
  it('uses documented defaults for a development machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.redis.prefix).toBe('mpb');
    expect(config.stripe.secretKey).toBeUndefined();
    expect(config.checkout.holdMinutes).toBe(30);
    expect(config.rateLimit).toMatchObject({ magicLinksPerAddress: 5, streamsPerIp: 20 });
  });

  it('names every malformed variable', () => {
    const problem = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', SITE_EMAIL: 'kein-at' });
    expect(problem).toThrow(/PORT/);
    expect(problem).toThrow(/DATABASE_URL/);
    expect(problem).toThrow(/SITE_EMAIL/);
    expect(() => loadConfig({ PORT: '3001' })).not.toThrow();
  });

  it('numbers invoices RE and cancellations ST at 19 % by default, and refuses a malformed or shared prefix', () => {
    expect(loadConfig({}).invoices).toEqual({ numberPrefix: 'RE', cancellationPrefix: 'ST', vatRatePercent: 19 });
    expect(loadConfig({ INVOICE_NUMBER_PREFIX: 'R2', INVOICE_VAT_RATE_PERCENT: '7' }).invoices).toMatchObject({
      numberPrefix: 'R2',
      vatRatePercent: 7,
    });
    expect(() => loadConfig({ INVOICE_NUMBER_PREFIX: 're-', INVOICE_VAT_RATE_PERCENT: '19,5' })).toThrow(
      /INVOICE_NUMBER_PREFIX[\s\S]*INVOICE_VAT_RATE_PERCENT/,
    );
    expect(() => loadConfig({ INVOICE_CANCELLATION_PREFIX: 'RE' })).toThrow(/INVOICE_CANCELLATION_PREFIX/);
  });

  it('books the DATEV batch on SKR03 accounts by default and refuses accounts of another length', () => {
    expect(loadConfig({}).datev).toEqual({
      accountLength: 4,
      receivablesAccount: '1410',
      revenueAccount: '8400',
      exemptRevenueAccount: '8100',
    });
    expect(
      loadConfig({
        DATEV_CONSULTANT_NUMBER: '4711000',
        DATEV_CLIENT_NUMBER: '12345',
        DATEV_RECEIVABLES_ACCOUNT: '10000',
      }).datev,
    ).toMatchObject({ consultantNumber: 4711000, clientNumber: 12345, receivablesAccount: '10000' });
    expect(() => loadConfig({ DATEV_CONSULTANT_NUMBER: '999', DATEV_REVENUE_ACCOUNT: '84a0' })).toThrow(
      /DATEV_CONSULTANT_NUMBER[\s\S]*DATEV_REVENUE_ACCOUNT/,
    );
    expect(() => loadConfig({ DATEV_ACCOUNT_LENGTH: '5', DATEV_RECEIVABLES_ACCOUNT: '14100' })).toThrow(
      /DATEV_REVENUE_ACCOUNT, DATEV_EXEMPT_REVENUE_ACCOUNT: must have DATEV_ACCOUNT_LENGTH \(5\) digits/,
    );
    expect(() => loadConfig({ DATEV_RECEIVABLES_ACCOUNT: '141000' })).toThrow(/DATEV_RECEIVABLES_ACCOUNT/);
  });

  it("validates the site's operator details at start and works out what the pages show", () => {
    const problem = () =>
      loadConfig({
        SITE_VAT_ID: '123',
        SITE_POSTAL_CODE: 'Berlin',
        SITE_COMPANY: 'Zeile\nZwei',
        SITE_MESSENGER_NUMBER: 'x',
      });
    for (const name of ['SITE_VAT_ID', 'SITE_POSTAL_CODE', 'SITE_COMPANY', 'SITE_MESSENGER_NUMBER'])
      expect(problem).toThrow(name);
    const { settings } = loadConfig({
      PUBLIC_URL: 'https://nord.example/',
      SITE_OPERATOR: 'Nordlicht GmbH, Hafenkante 7, 20457 Hamburg',
      SITE_VAT_ID: 'DE111222333',
    }).site;
    expect(settings).toMatchObject({ company: 'Nordlicht GmbH', vatId: 'DE111222333', url: 'https://nord.example' });
  });

  it("reads the trainer's profile at start, its local photo beside it, and refuses a broken one naming the file", () => {
    const defaults = loadConfig({}).site;
    expect(defaults.trainerName).toBe('Dr. Erika Musterfrau');
    expect(defaults.trainer.sections.map((section) => section.title)).toEqual([
      'Biografie',
      'Medizinischer Hintergrund',
      'Aktuelle Tätigkeit',
      'Beratungserfahrung',
      'Lehrerfahrung',
    ]);
    expect(defaults.settings.trainerSectionsHtml).not.toMatch(/\[[A-ZÄÖÜ]/);
    const folder = mkdtempSync(join(tmpdir(), 'mpb-trainer-'));
    try {
      const profile = join(folder, 'profil.md');
      writeFileSync(profile, '---\nname: Dr. Hanna Nord\nphoto: bild.jpg\n---\n## Biografie\nKiel.\n');
      expect(() => loadConfig({ SITE_TRAINER_PROFILE: profile })).toThrow(
        /SITE_TRAINER_PROFILE: .*photo: no such file/,
      );
      writeFileSync(join(folder, 'bild.jpg'), 'jpeg');
      const site = loadConfig({ SITE_TRAINER_PROFILE: profile }).site;
      expect(site.trainerName).toBe('Dr. Hanna Nord');
      expect(site.trainer.photo?.file).toBe(join(folder, 'bild.jpg'));
      expect(loadConfig({ SITE_TRAINER_PROFILE: profile, SITE_TRAINER_NAME: 'Kai Küste' }).site.trainerName).toBe(
        'Kai Küste',
      );
      writeFileSync(profile, '---\nname: [Name]\n---\n## Biografie\n');
      expect(() => loadConfig({ SITE_TRAINER_PROFILE: profile })).toThrow(
        /SITE_TRAINER_PROFILE: .*placeholder \[Name\]/,
      );
      expect(() => loadConfig({ SITE_TRAINER_PROFILE: join(folder, 'fehlt.md') })).toThrow(
        /SITE_TRAINER_PROFILE: .*no such file/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('takes the waitlist claims only as whole numbers', () => {
    expect(() => loadConfig({ SITE_CLAIM_PARTICIPANTS: 'über 1000' })).toThrow(/SITE_CLAIM_PARTICIPANTS/);
    expect(() => loadConfig({ SITE_CLAIM_RECOMMENDATION_PERCENT: '101' })).toThrow(/SITE_CLAIM_RECOMMENDATION_PERCENT/);
    expect(
      loadConfig({ SITE_CLAIM_PARTICIPANTS: '1000', SITE_CLAIM_RECOMMENDATION_PERCENT: '98' }).site.settings.claimsHtml,
    ).toContain('<strong>1.000+</strong> Teilnehmende');
  });

  it('takes bank details only whole and valid, IBAN and BIC normalised', () => {
    expect(loadConfig({}).site.bank).toBeUndefined();
    const bank = {
      SITE_BANK_ACCOUNT_HOLDER: 'Beispiel GmbH',
      SITE_BANK_IBAN: 'de89 3704 0044 0532 0130 00',
      SITE_BANK_BIC: 'cobadeffxxx',
    };
    expect(loadConfig(bank).site.bank).toEqual({
      accountHolder: 'Beispiel GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    expect(() => loadConfig({ ...bank, SITE_BANK_IBAN: 'DE88370400440532013000' })).toThrow(/SITE_BANK_IBAN/);
    expect(() => loadConfig({ ...bank, SITE_BANK_BIC: 'COBA' })).toThrow(/SITE_BANK_BIC/);
    expect(() => loadConfig({ SITE_BANK_IBAN: bank.SITE_BANK_IBAN })).toThrow(/SITE_BANK_ACCOUNT_HOLDER/);
  });

  it('parses the admin list and refuses a bad address in it', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Chef@Example.de, team@example.de ' }).auth.adminEmails).toEqual([
      'chef@example.de',
      'team@example.de',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'chef@example.de, kaputt' })).toThrow(/ADMIN_EMAILS/);
  });

  it('refuses ADMIN_TOTP=off in production and keeps the second factor on by default', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ALLOW_TEST_CHECKOUT: 'true' };
    expect(() => loadConfig({ ...production, ADMIN_TOTP: 'off' })).toThrow(/ADMIN_TOTP/);
    expect(loadConfig(production).auth.adminTotp).toBe(true);
    expect(loadConfig({ ADMIN_TOTP: 'off' }).auth.adminTotp).toBe(false);
  });

  it('requires a real session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ALLOW_TEST_CHECKOUT: 'true' }).environment,
    ).toBe('production');
  });

  it('runs the test checkout in production only when explicitly allowed', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe.secretKey,
    ).toBe('sk_live_x');
    expect(loadConfig({ ...production, ALLOW_TEST_CHECKOUT: 'true' }).stripe.secretKey).toBeUndefined();
  });

  it('turns metrics on only with a token of at least 16 characters, the worker on port 9464 by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, workerPort: 9464 });
    expect(loadConfig({ METRICS_TOKEN: '' }).metrics.token).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'kurz' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_PORT: '9100' }).metrics).toEqual({
      token: 'a'.repeat(16),
      workerPort: 9100,
    });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
