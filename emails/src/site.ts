import { SITE_PATHS, siteUrl } from '@mpb/domain';
/** Operator and contact details, always passed in from configuration. */
export interface SiteInfo {
  /** Contact phone as shown, e.g. '0800 000 0000'. */
  phone: string;
  /** Contact e-mail address. */
  email: string;
  /** Public site origin, e.g. 'https://www.example.de'. */
  url: string;
  /** Legal line: operator name and address. */
  operator?: string;
  /** Operator's bank account for a fee still due; absent when not configured. */
  bank?: BankDetails;
}

export interface BankDetails {
  accountHolder: string;
  /** Without spaces, e.g. 'DE89370400440532013000'. */
  iban: string;
  bic?: string;
}

export interface EmailContext {
  site: SiteInfo;
}

export const PRODUCT_NAME = 'Medizinprodukteberater Zertifizierung';

export const DEFAULT_OPERATOR = `${PRODUCT_NAME} · Anbieterangaben siehe Impressum`;

/** Example data for previews and tests only; never real contact details. */
export const PREVIEW_SITE: SiteInfo = {
  phone: '0800 000 0000',
  email: 'info@example.de',
  url: 'https://www.example.de',
  operator: 'Muster Medical Consulting GmbH · Musterstraße 1 · 12345 Musterstadt',
};

/** Joins a site-relative path to the configured origin. */
export function siteLink(site: SiteInfo, path: string): string {
  return siteUrl(site.url, path);
}

export function coursesLink(site: SiteInfo): string {
  return siteLink(site, SITE_PATHS.courses);
}

export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function siteHostname(site: SiteInfo): string {
  try {
    return new URL(site.url).hostname;
  } catch {
    return 'localhost';
  }
}
