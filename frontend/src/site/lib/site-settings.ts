import { SITE_SETTINGS_ELEMENT_ID, type SiteSettings, siteSettingsFrom, siteSettingsPlaceholders } from '@mpb/domain';

/**
 * Operator and contact details of the running server (DECISIONS.md 29), not of the build. The
 * prerendered pages hold a placeholder for each value, which the API fills from its configuration
 * when it serves a page, also in the page's JSON element; the browser reads that element before
 * hydrating, so it renders what the server sent. The dev server renders the environment's values.
 */
function readSiteSettings(): SiteSettings {
  if (typeof document !== 'undefined') {
    const element = document.getElementById(SITE_SETTINGS_ELEMENT_ID);
    if (element?.textContent) return JSON.parse(element.textContent) as SiteSettings;
  }
  if (import.meta.env.SSR && import.meta.env.PROD) return siteSettingsPlaceholders();
  return siteSettingsFrom(typeof process === 'undefined' ? {} : process.env);
}

export const SITE: SiteSettings = readSiteSettings();
