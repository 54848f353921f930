import { describe, expect, it } from 'vitest';
import { isMarkupSetting, siteSettingsFrom, siteSettingsJson, siteSettingsPlaceholders } from './site-settings';
import { parseTrainerProfile } from './trainer-profile';

describe('siteSettingsFrom', () => {
  it('takes company, street and place from SITE_OPERATOR unless given one by one', () => {
    const settings = siteSettingsFrom({
      SITE_OPERATOR: 'Nordlicht GmbH, Hafenkante 7, 20457 Hamburg',
      SITE_CITY: 'Hamburg-Altona',
      SITE_MANAGING_DIRECTORS: 'Dr. Hanna Nord, Kai Küste',
      SITE_PHONE: '040 5556667',
      PUBLIC_URL: 'https://nord.example/',
      SITE_LEGAL_CHECK_LAST: '2026-11',
      SITE_MESSENGER_NUMBER: '0049 151 000',
    });
    expect(settings).toMatchObject({
      company: 'Nordlicht GmbH',
      street: 'Hafenkante 7',
      postalCode: '20457',
      city: 'Hamburg-Altona',
      address: 'Hafenkante 7, 20457 Hamburg-Altona',
      contentResponsible: 'Dr. Hanna Nord',
      phoneHref: 'tel:+49405556667',
      url: 'https://nord.example',
      legalCheckLast: 'November 2026',
      messengerDigits: '49151000',
    });
  });

  it("takes the trainer's name from the profile unless SITE_TRAINER_NAME names another", () => {
    const profile = parseTrainerProfile('---\nname: Dr. Hanna Nord\n---\n## Biografie\nKiel.');
    expect(siteSettingsFrom({}, profile).trainerName).toBe('Dr. Hanna Nord');
    const renamed = siteSettingsFrom({ SITE_TRAINER_NAME: 'Prof. Kai Küste' }, profile);
    expect(renamed.trainerName).toBe('Prof. Kai Küste');
    expect(renamed.trainerCardHtml).toContain('>Prof. Kai Küste</h2>');
    expect(renamed.trainerSectionsHtml).toContain('<h2 id="biografie-heading">Biografie</h2><p>Kiel.</p>');
  });

  it('shows only the claims that are configured, none by default', () => {
    expect(siteSettingsFrom({}).claimsHtml).toBe('');
    expect(siteSettingsFrom({ SITE_CLAIM_PARTICIPANTS: '12500' }).claimsHtml).toBe(
      '<ul class="hero-stats"><li><strong>12.500+</strong> Teilnehmende</li></ul>',
    );
    expect(
      siteSettingsFrom({ SITE_CLAIM_RECOMMENDATION_PERCENT: '97', SITE_CLAIM_PARTICIPANTS: 'viele' }).claimsHtml,
    ).toBe('<ul class="hero-stats"><li><strong>97\u00a0%</strong> Weiterempfehlung</li></ul>');
  });

  it('marks the settings that hold markup', () => {
    expect(Object.keys(siteSettingsFrom({})).filter(isMarkupSetting)).toEqual([
      'trainerCardHtml',
      'trainerSectionsHtml',
      'claimsHtml',
    ]);
  });

  it('holds one placeholder per setting', () => {
    const placeholders = Object.values(siteSettingsPlaceholders());
    expect(new Set(placeholders).size).toBe(Object.keys(siteSettingsFrom({})).length);
    for (const placeholder of placeholders) expect(placeholder).toMatch(/^__SITE_SETTING_[A-Za-z]+__$/);
  });
});

describe('siteSettingsJson', () => {
  it('is the settings as JSON that cannot end its script element', () => {
    const settings = siteSettingsFrom({ SITE_COMPANY: 'A & B "</script><script>" GmbH\u2028' });
    const json = siteSettingsJson(settings);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(settings);
  });
});
