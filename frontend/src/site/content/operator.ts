/**
 * Operator details for the legal notice, terms and privacy policy, from build-time configuration
 * (.env.example: SITE_OPERATOR and SITE_COMPANY ... SITE_MAIL_PROVIDER). Kept apart from
 * lib/site-config.ts so that only the legal pages load them. The defaults are neutral examples.
 *
 * SITE_OPERATOR ('Company, street, postal code city') is the short form; SITE_COMPANY, SITE_STREET,
 * SITE_POSTAL_CODE and SITE_CITY override its parts.
 */
const [operatorName = '', operatorStreet = '', ...operatorPlace] = (
  import.meta.env.VITE_SITE_OPERATOR || 'Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin'
)
  .split(',')
  .map((part) => part.trim());
const place = operatorPlace.join(', ').match(/^(\d{4,5})\s+(.+)$/);
const managingDirectors = import.meta.env.VITE_SITE_MANAGING_DIRECTORS || 'Dr. Erika Musterfrau';

export const OPERATOR = {
  company: import.meta.env.VITE_SITE_COMPANY || operatorName,
  street: import.meta.env.VITE_SITE_STREET || operatorStreet,
  postalCode: import.meta.env.VITE_SITE_POSTAL_CODE || place?.[1] || '',
  city: import.meta.env.VITE_SITE_CITY || place?.[2] || operatorPlace.join(', '),
  registerCourt: import.meta.env.VITE_SITE_REGISTER_COURT || 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: import.meta.env.VITE_SITE_REGISTER_NUMBER || 'HRB 000000 B',
  /** Comma-separated names. */
  managingDirectors,
  vatId: import.meta.env.VITE_SITE_VAT_ID || 'DE000000000',
  /** Responsible for editorial content (§ 18 Abs. 2 MStV); by default the first managing director. */
  contentResponsible: import.meta.env.VITE_SITE_CONTENT_RESPONSIBLE || managingDirectors.split(',')[0]!.trim(),
  privacyAuthority:
    import.meta.env.VITE_SITE_PRIVACY_AUTHORITY ||
    'Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59-61, 10555 Berlin',
  hostingProvider: import.meta.env.VITE_SITE_HOSTING_PROVIDER || 'Beispiel Hosting GmbH, Musterweg 2, 10115 Berlin',
  mailProvider: import.meta.env.VITE_SITE_MAIL_PROVIDER || 'Beispiel Mailversand GmbH, Musterweg 3, 10115 Berlin',
};

/** Postal address on one line: 'Musterstraße 1, 10115 Berlin'. */
export const OPERATOR_ADDRESS = [OPERATOR.street, `${OPERATOR.postalCode} ${OPERATOR.city}`.trim()]
  .filter(Boolean)
  .join(', ');
