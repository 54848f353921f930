import type { SiteSettings } from '../site-settings';
import { termsOf20261128 } from './terms-2026-11-28';

/**
 * Where a link in the terms leads: a prefilled e-mail to the operator, the withdrawal notice
 * further down, or the privacy policy. The site renders it as a link, the PDF as its text.
 */
export type TermsLink = { to: 'mail'; subject?: string } | { to: 'withdrawal-notice' } | { to: 'privacy' };

/** A stretch of running text, plain or linked. */
export type TermsSpan = string | { text: string; link: TermsLink };

export type TermsBlock =
  | { kind: 'paragraph'; text: TermsSpan[]; tone?: 'callout' }
  | { kind: 'address'; lines: string[] }
  | { kind: 'list'; items: string[] };

export interface TermsSection {
  heading: string;
  blocks: TermsBlock[];
}

/**
 * The AGB with the consumer withdrawal notice and the model withdrawal form (DECISIONS 25), as
 * one version states them: the site's AGB page and the PDF of every booking confirmation read
 * this, so a customer receives the text they accepted.
 */
export interface TermsDocument {
  version: TermsVersion;
  /** 'Stand: 28. November 2026' */
  stand: string;
  title: string;
  lead: string;
  sections: TermsSection[];
  withdrawalNotice: { heading: string; sections: TermsSection[]; end: string };
  withdrawalForm: { heading: string; intro: string; lines: string[]; footnote: string };
}

/** The operator details the terms name. */
export type TermsOperator = Pick<
  SiteSettings,
  'company' | 'street' | 'postalCode' | 'city' | 'address' | 'phone' | 'email'
>;

/**
 * Every version customers have accepted, by the date it took effect. A booking records the
 * version of its checkout; a new wording is a new entry here, and the old ones stay.
 */
const TERMS_VERSIONS = {
  '2026-11-28': termsOf20261128,
} satisfies Record<string, (operator: TermsOperator) => Omit<TermsDocument, 'version'>>;

export type TermsVersion = keyof typeof TERMS_VERSIONS;

/** The version a checkout accepts today. */
export const CURRENT_TERMS_VERSION: TermsVersion = '2026-11-28';

export function isTermsVersion(version: string): version is TermsVersion {
  return Object.hasOwn(TERMS_VERSIONS, version);
}

export function termsDocument(operator: TermsOperator, version: TermsVersion = CURRENT_TERMS_VERSION): TermsDocument {
  return { version, ...TERMS_VERSIONS[version](operator) };
}

/** The text of a stretch without its link. */
export function spanText(span: TermsSpan): string {
  return typeof span === 'string' ? span : span.text;
}
