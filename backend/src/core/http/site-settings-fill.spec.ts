import { siteSettingPlaceholder, siteSettingsFrom, siteSettingsJson, siteSettingsPlaceholders } from '@mpb/domain';
import { describe, expect, it } from 'vitest';
import { fillSiteSettings } from './site-settings-fill';

const settings = siteSettingsFrom({ SITE_COMPANY: 'Alpen & Söhne "Medizin" <GmbH>', SITE_EMAIL: 'info@alpen.example' });

describe('fillSiteSettings', () => {
  it('HTML-escapes values in text and attributes', () => {
    const html = `<p title="${siteSettingPlaceholder('company')}">${siteSettingPlaceholder('company')}</p>`;
    expect(fillSiteSettings(html, settings)).toBe(
      '<p title="Alpen &amp; Söhne &quot;Medizin&quot; &lt;GmbH&gt;">Alpen &amp; Söhne &quot;Medizin&quot; &lt;GmbH&gt;</p>',
    );
  });

  it('fills markup settings as markup, and as JSON string content in the settings element', () => {
    const withClaims = siteSettingsFrom({ SITE_CLAIM_PARTICIPANTS: '1000' });
    const html = `<div>${siteSettingPlaceholder('claimsHtml')}</div><script type="application/json">{"claimsHtml":"${siteSettingPlaceholder('claimsHtml')}"}</script>`;
    const filled = fillSiteSettings(html, withClaims);
    expect(filled).toMatch(
      /^<div><ul class="hero-stats"><li><strong>1\.000\+<\/strong> Teilnehmende<\/li><\/ul><\/div>/,
    );
    const content = /<script[^>]*>([^<]*)<\/script>/.exec(filled)![1];
    expect(JSON.parse(content)).toEqual({ claimsHtml: withClaims.claimsHtml });
  });

  it('fills JSON-LD as JSON string content', () => {
    const jsonLd = `<script type="application/ld+json">{"name":"${siteSettingPlaceholder('company')}","email":"${siteSettingPlaceholder('email')}"}</script>`;
    const filled = fillSiteSettings(jsonLd, settings);
    const content = /<script[^>]*>([^<]*)<\/script>/.exec(filled)![1];
    expect(JSON.parse(content)).toEqual({ name: 'Alpen & Söhne "Medizin" <GmbH>', email: 'info@alpen.example' });
  });

  it("writes the settings element exactly as the browser's render of the same settings, so hydration agrees", () => {
    const element = (json: string) => `<script type="application/json" id="site-settings">${json}</script>`;
    expect(fillSiteSettings(element(siteSettingsJson(siteSettingsPlaceholders())), settings)).toBe(
      element(siteSettingsJson(settings)),
    );
  });
});
