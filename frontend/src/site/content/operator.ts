import { SITE } from '../lib/site-settings';

/**
 * Operator details for the legal notice, terms and privacy policy, from the running server's
 * configuration (.env.example: SITE_OPERATOR and SITE_COMPANY ... SITE_MAIL_PROVIDER).
 */
export const OPERATOR = {
  company: SITE.company,
  street: SITE.street,
  postalCode: SITE.postalCode,
  city: SITE.city,
  registerCourt: SITE.registerCourt,
  registerNumber: SITE.registerNumber,
  /** Comma-separated names. */
  managingDirectors: SITE.managingDirectors,
  vatId: SITE.vatId,
  /** Responsible for editorial content (§ 18 Abs. 2 MStV); by default the first managing director. */
  contentResponsible: SITE.contentResponsible,
  privacyAuthority: SITE.privacyAuthority,
  hostingProvider: SITE.hostingProvider,
  mailProvider: SITE.mailProvider,
};

/** Postal address on one line: 'Musterstraße 1, 10115 Berlin'. */
export const OPERATOR_ADDRESS = SITE.address;
