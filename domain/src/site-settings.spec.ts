import { describe, expect, it } from 'vitest';
import { siteSettingsFrom, siteSettingsJson, siteSettingsPlaceholders } from './site-settings';

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
