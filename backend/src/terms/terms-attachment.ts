import {
  CURRENT_TERMS_VERSION,
  isTermsVersion,
  termsDocument,
  type SiteSettings,
  type TermsDocument,
} from '@mpb/domain';
import type { EmailAttachment } from '@mpb/emails';
import { renderTermsPdf } from './terms-pdf';

const TERMS_PDF_FILENAME = 'AGB-und-Widerrufsbelehrung.pdf';

/**
 * Rendering takes about a second; a version's PDF for one operator never changes. The attachment
 * object is shared by every mail that carries it, so the mail transport encodes it once. Kept per
 * settings object, which the configuration builds once, and per version.
 */
const rendered = new WeakMap<SiteSettings, Map<string, Promise<EmailAttachment>>>();
/** The documents themselves, kept the same way: every confirmation reads one for its version and date. */
const documents = new WeakMap<SiteSettings, Map<string, TermsDocument>>();

/**
 * The terms a booking accepted at checkout (bookings.terms_version); the current version for
 * bookings made before versions were recorded.
 */
export function acceptedTerms(version: string | null, operator: SiteSettings): TermsDocument {
  const accepted = version ?? CURRENT_TERMS_VERSION;
  if (!isTermsVersion(accepted)) throw new Error(`terms version ${accepted} is not known`);
  const versions = versionsOf(documents, operator);
  let terms = versions.get(accepted);
  if (!terms) versions.set(accepted, (terms = termsDocument(operator, accepted)));
  return terms;
}

/** The terms as the PDF a booking's confirmations attach: the durable medium of § 312f BGB. */
export function termsAttachment(terms: TermsDocument, operator: SiteSettings): Promise<EmailAttachment> {
  const versions = versionsOf(rendered, operator);
  let attachment = versions.get(terms.version);
  if (!attachment) {
    attachment = renderTermsPdf(terms, operator).then((pdf) =>
      Object.freeze({
        filename: TERMS_PDF_FILENAME,
        content: pdf.toString('base64'),
        encoding: 'base64' as const,
        contentType: 'application/pdf',
      }),
    );
    versions.set(terms.version, attachment);
    attachment.catch(() => versions.delete(terms.version));
  }
  return attachment;
}

function versionsOf<T>(kept: WeakMap<SiteSettings, Map<string, T>>, operator: SiteSettings): Map<string, T> {
  let versions = kept.get(operator);
  if (!versions) kept.set(operator, (versions = new Map<string, T>()));
  return versions;
}
