import {
  parseTrainerProfile,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
  siteSettingsFrom,
  siteSettingsPlaceholders,
} from '@mpb/domain';

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
  if (import.meta.env.DEV && typeof process !== 'undefined') {
    // vite.config.ts makes SITE_TRAINER_PROFILE absolute for the dev server, as the API reads it.
    const profile = process.getBuiltinModule('node:fs').readFileSync(process.env.SITE_TRAINER_PROFILE ?? '', 'utf8');
    return siteSettingsFrom(process.env, parseTrainerProfile(profile));
  }
  return siteSettingsFrom({});
}

export const SITE: SiteSettings = readSiteSettings();
