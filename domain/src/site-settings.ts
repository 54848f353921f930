import { formatMonth } from './dates';
import { siteClaimsHtml } from './site-claims';
import type { TrainerProfile } from './trainer-profile';
import { trainerCardHtml, trainerSectionsHtml } from './trainer-profile-html';

/**
 * Operator and contact details the public site shows (DECISIONS.md 25 and 29), as the site renders
 * them: every value is a finished string, so the pages only place them and never derive anything.
 * The API works them out from its validated environment at start and fills them into the built
 * pages, which carry a placeholder for each (`siteSettingsPlaceholders`). Settings named `…Html`
 * are markup the API built from the configuration and fills in unescaped (`isMarkupSetting`).
 */
export interface SiteSettings {
  phone: string;
  /** 'tel:' link of `phone`. */
  phoneHref: string;
  email: string;
  /** Absolute origin for canonical and Open Graph URLs, without trailing slash. */
  url: string;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  /** 'Musterstraße 1, 10115 Berlin'. */
  address: string;
  registerCourt: string;
  registerNumber: string;
  /** Comma-separated names. */
  managingDirectors: string;
  vatId: string;
  /** Responsible for editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: string;
  privacyAuthority: string;
  hostingProvider: string;
  mailProvider: string;
  /** Months of the editorial legal review, as shown: 'Mai 2026'. */
  legalCheckLast: string;
  legalCheckNext: string;
  /** Digits of the messaging-app number for wa.me links; empty when none is configured. */
  messengerDigits: string;
  blogDiscountCode: string;
  analyticsSiteId: string;
  analyticsScriptUrl: string;
  /** The trainer on /ueber-uns and on certificates: the profile's name unless SITE_TRAINER_NAME is set. */
  trainerName: string;
  /** Portrait, name, role, introduction and facts of the trainer's profile card. */
  trainerCardHtml: string;
  /** The sections of the trainer's profile. */
  trainerSectionsHtml: string;
  /** The waitlist page's claims (site-claims.ts); empty when none is configured. */
  claimsHtml: string;
  /** 'true' when business customers may pay on invoice (PAY_ON_INVOICE, DECISIONS 35); else empty. */
  payOnInvoice: string;
}

/** The environment variables the settings come from (.env.example); empty means unset. */
export interface SiteSettingsSource {
  PUBLIC_URL?: string;
  SITE_PHONE?: string;
  SITE_EMAIL?: string;
  SITE_OPERATOR?: string;
  SITE_COMPANY?: string;
  SITE_STREET?: string;
  SITE_POSTAL_CODE?: string;
  SITE_CITY?: string;
  SITE_REGISTER_COURT?: string;
  SITE_REGISTER_NUMBER?: string;
  SITE_MANAGING_DIRECTORS?: string;
  SITE_VAT_ID?: string;
  SITE_CONTENT_RESPONSIBLE?: string;
  SITE_PRIVACY_AUTHORITY?: string;
  SITE_HOSTING_PROVIDER?: string;
  SITE_MAIL_PROVIDER?: string;
  SITE_LEGAL_CHECK_LAST?: string;
  SITE_LEGAL_CHECK_NEXT?: string;
  SITE_MESSENGER_NUMBER?: string;
  BLOG_DISCOUNT_CODE?: string;
  ANALYTICS_SITE_ID?: string;
  ANALYTICS_SCRIPT_URL?: string;
  SITE_TRAINER_NAME?: string;
  SITE_CLAIM_PARTICIPANTS?: string;
  SITE_CLAIM_RECOMMENDATION_PERCENT?: string;
  PAY_ON_INVOICE?: string;
}

/** 'tel:' link for a German number written for humans ('0800 000 0000' -> 'tel:+498000000000'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+49${digits.slice(1)}`;
  return `tel:${digits}`;
}

/**
 * The site's settings from the environment and the trainer's profile (read from
 * SITE_TRAINER_PROFILE by the API); the defaults are neutral examples.
 */
export function siteSettingsFrom(source: SiteSettingsSource, trainerProfile?: TrainerProfile): SiteSettings {
  const get = (name: keyof SiteSettingsSource) => source[name]?.trim() || undefined;
  // SITE_OPERATOR ('Company, street, postal code city') is the short form; SITE_COMPANY,
  // SITE_STREET, SITE_POSTAL_CODE and SITE_CITY override its parts.
  const [operatorName = '', operatorStreet = '', ...operatorPlace] = (
    get('SITE_OPERATOR') ?? 'Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin'
  )
    .split(',')
    .map((part) => part.trim());
  const place = operatorPlace.join(', ').match(/^(\d{4,5})\s+(.+)$/);
  const street = get('SITE_STREET') ?? operatorStreet;
  const postalCode = get('SITE_POSTAL_CODE') ?? place?.[1] ?? '';
  const city = get('SITE_CITY') ?? place?.[2] ?? operatorPlace.join(', ');
  const managingDirectors = get('SITE_MANAGING_DIRECTORS') ?? 'Dr. Erika Musterfrau';
  const phone = get('SITE_PHONE') ?? '0800 000 0000';
  const trainer: TrainerProfile = {
    ...(trainerProfile ?? { role: '', introduction: [], facts: [], sections: [] }),
    name: get('SITE_TRAINER_NAME') ?? trainerProfile?.name ?? 'Dr. Erika Musterfrau',
  };
  return {
    phone,
    phoneHref: phoneHref(phone),
    email: get('SITE_EMAIL') ?? 'info@example.de',
    url: (get('PUBLIC_URL') ?? 'https://medizinprodukteberater.example').replace(/\/+$/, ''),
    company: get('SITE_COMPANY') ?? operatorName,
    street,
    postalCode,
    city,
    address: [street, `${postalCode} ${city}`.trim()].filter(Boolean).join(', '),
    registerCourt: get('SITE_REGISTER_COURT') ?? 'Amtsgericht Charlottenburg (Berlin)',
    registerNumber: get('SITE_REGISTER_NUMBER') ?? 'HRB 000000 B',
    managingDirectors,
    vatId: get('SITE_VAT_ID') ?? 'DE000000000',
    contentResponsible: get('SITE_CONTENT_RESPONSIBLE') ?? managingDirectors.split(',')[0].trim(),
    privacyAuthority:
      get('SITE_PRIVACY_AUTHORITY') ??
      'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59-61, 10555 Berlin',
    hostingProvider: get('SITE_HOSTING_PROVIDER') ?? 'Beispiel Hosting GmbH, Musterweg 2, 10115 Berlin',
    mailProvider: get('SITE_MAIL_PROVIDER') ?? 'Beispiel Mailversand GmbH, Musterweg 3, 10115 Berlin',
    legalCheckLast: formatMonth(get('SITE_LEGAL_CHECK_LAST') ?? '2026-05'),
    legalCheckNext: formatMonth(get('SITE_LEGAL_CHECK_NEXT') ?? '2026-11'),
    messengerDigits: (get('SITE_MESSENGER_NUMBER') ?? '').replace(/\D/g, '').replace(/^00/, ''),
    blogDiscountCode: get('BLOG_DISCOUNT_CODE') ?? 'BLOG20',
    analyticsSiteId: get('ANALYTICS_SITE_ID') ?? '',
    analyticsScriptUrl: get('ANALYTICS_SCRIPT_URL') ?? '',
    trainerName: trainer.name,
    trainerCardHtml: trainerCardHtml(trainer),
    trainerSectionsHtml: trainerSectionsHtml(trainer),
    claimsHtml: siteClaimsHtml({
      participants: get('SITE_CLAIM_PARTICIPANTS'),
      recommendationPercent: get('SITE_CLAIM_RECOMMENDATION_PERCENT'),
    }),
    payOnInvoice: ['true', '1'].includes(get('PAY_ON_INVOICE') ?? '') ? 'true' : '',
  };
}

/**
 * The built site's stand-in for each setting: letters and underscores only, so it passes HTML,
 * JSON and URL escaping unchanged and the API finds it in every page.
 */
export function siteSettingPlaceholder(name: keyof SiteSettings): string {
  return `__SITE_SETTING_${name}__`;
}

export const SITE_SETTING_PLACEHOLDER = /__SITE_SETTING_([A-Za-z]+)__/g;

/** Whether a setting is markup, filled into the page as it is rather than as text. */
export function isMarkupSetting(name: string): boolean {
  return name.endsWith('Html');
}

export function siteSettingsPlaceholders(): SiteSettings {
  const names = Object.keys(siteSettingsFrom({})) as (keyof SiteSettings)[];
  return Object.fromEntries(names.map((name) => [name, siteSettingPlaceholder(name)])) as never;
}

/** Id of the page's `<script type="application/json">` element holding the settings for the browser. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** A JSON string's content (no quotes) safe inside a `<script>` element. */
export function jsonStringContent(value: string): string {
  return JSON.stringify(value)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The settings as the page's JSON element holds them. Built value by value with
 * `jsonStringContent`, so the API, filling the placeholders one by one, writes the same text.
 */
export function siteSettingsJson(settings: SiteSettings): string {
  const names = Object.keys(settings) as (keyof SiteSettings)[];
  return `{${names.map((name) => `"${name}":"${jsonStringContent(settings[name])}"`).join(',')}}`;
}
