/** Cookie consent as spec 000 §3/§7 stores it, and the analytics it gates (DECISIONS 18). */

import { api } from '../../api/client';
import { SITE } from './site-settings';

const PREFERENCES_KEY = 'cookie-preferences';
const PRIVACY_CONSENT_KEY = 'privacy-consent';
const VERSION = '1.0';

interface CookiePreferences {
  analytics: boolean;
  marketing: boolean;
  /** Necessary storage: always on, cannot be switched off. */
  functional: true;
  version: typeof VERSION;
  /** ISO date-time of the choice. */
  timestamp: string;
}

/** The configured analytics (Plausible): a site id and its script; nothing loads without both. */
const ANALYTICS_SITE_ID: string = SITE.analyticsSiteId;
const ANALYTICS_SCRIPT_URL: string = SITE.analyticsScriptUrl;
export const analyticsConfigured = ANALYTICS_SITE_ID !== '' && ANALYTICS_SCRIPT_URL !== '';

export function readPreferences(): CookiePreferences | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null') as Partial<CookiePreferences> | null;
    if (!stored || typeof stored.analytics !== 'boolean' || typeof stored.marketing !== 'boolean') return null;
    return {
      analytics: stored.analytics,
      marketing: stored.marketing,
      functional: true,
      version: VERSION,
      timestamp: String(stored.timestamp ?? ''),
    };
  } catch (error) {
    console.error('Gespeicherte Cookie-Einstellungen konnten nicht gelesen werden', error);
    return null;
  }
}

/** Stores the choice, loads analytics on consent, and asks the server to forget it on revocation. */
export function savePreferences(
  choice: { analytics: boolean; marketing: boolean },
  email: string | null,
): CookiePreferences {
  const preferences: CookiePreferences = {
    ...choice,
    functional: true,
    version: VERSION,
    timestamp: new Date().toISOString(),
  };
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  localStorage.setItem(PRIVACY_CONSENT_KEY, choice.analytics ? 'accepted' : 'declined');
  if (choice.analytics) loadAnalytics();
  else void revokeAnalyticsConsent(email);
  return preferences;
}

/** The cookie cleanup call of spec 000 §7: its failure changes nothing for the visitor. */
async function revokeAnalyticsConsent(email: string | null) {
  // A failure is ignored by design: the preference is stored either way.
  await api.POST('/api/consent/revoke', { body: { action: 'revoke_consent', email } }).catch(() => undefined);
}

/** Adds the analytics script once, only with consent and only when analytics is configured. */
function loadAnalytics() {
  if (!analyticsConfigured || document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = ANALYTICS_SCRIPT_URL;
  script.dataset.domain = ANALYTICS_SITE_ID;
  script.dataset.analytics = 'plausible';
  document.head.appendChild(script);
}

/** On every page start: analytics only when the visitor consented earlier. */
export function loadAnalyticsIfConsented() {
  if (readPreferences()?.analytics) loadAnalytics();
}
