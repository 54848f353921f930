import { findPlaceholders, isPlaceholderName, PLACEHOLDER_NAMES } from '@mpb/emails';
import { hrefsIn, linkSchemeIsFixed } from './template-links';

const token = (name: string) => `{{${name}}}`;
const AVAILABLE = `Verfügbar sind: ${PLACEHOLDER_NAMES.map(token).join(', ')}.`;

/** The German field message for placeholders a template may not use; null when all are known. */
export function unknownPlaceholderMessage(text: string): string | null {
  const unknown = findPlaceholders(text).filter((name) => !isPlaceholderName(name));
  if (!unknown.length) return null;
  const listed = unknown.map(token).join(', ');
  return `${unknown.length === 1 ? 'Unbekannter Platzhalter' : 'Unbekannte Platzhalter'} ${listed}. ${AVAILABLE}`;
}

/** The German field message for a link whose scheme a placeholder would choose; null when there is none. */
export function placeholderSchemeMessage(html: string): string | null {
  const href = hrefsIn(html).find((candidate) => !linkSchemeIsFixed(candidate));
  if (href === undefined) return null;
  return `Der Link „${href}“ beginnt mit einem Platzhalter. Ein Link muss mit https://, http://, mailto: oder tel: beginnen oder mit ${token('cancel_url')}.`;
}
