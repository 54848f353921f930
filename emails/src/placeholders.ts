import { PLACEHOLDER_NAMES, type PlaceholderName } from '@mpb/domain';

export { PLACEHOLDER_NAMES, type PlaceholderName };

export type PlaceholderValues = Record<PlaceholderName, string>;

export interface RenderedTemplateString {
  html: string;
  subject: string;
  /** Placeholder names found in the template that are not in PLACEHOLDER_NAMES (each once). */
  unknownPlaceholders: string[];
}

/** Realistic German values for previews and the admin's test send. */
export const SAMPLE_PLACEHOLDER_VALUES: PlaceholderValues = {
  customer_name: 'Maria Schneider',
  booking_id: 'BK-2026-004711',
  course_title: 'Medizinprodukteberater Basiszertifizierung',
  course_date: 'Dienstag, 15. Dezember 2026',
  course_time: '08:30-16:00 Uhr',
  course_location: 'Live Online Webinar',
  amount: '474,81\u00a0€',
  cancel_url: 'https://www.example.de/booking/cancel?booking_id=BK-2026-004711',
};

// Anything between double braces counts, so a misspelt name is reported instead of sent raw.
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const knownNames: ReadonlySet<string> = new Set(PLACEHOLDER_NAMES);

export function isPlaceholderName(name: string): name is PlaceholderName {
  return knownNames.has(name);
}

/**
 * Fills an admin-authored template: values are HTML-escaped in the body and
 * inserted as plain text (without line breaks) in the subject. Unknown
 * placeholders become empty strings and are reported.
 */
export function renderTemplateString(html: string, subject: string, values: PlaceholderValues): RenderedTemplateString {
  const unknown = new Set<string>();
  const valueOf = (name: string): string => {
    if (!isPlaceholderName(name)) {
      unknown.add(name);
      return '';
    }
    return values[name] ?? '';
  };

  const filledHtml = html.replace(PLACEHOLDER_PATTERN, (_match, name: string) => escapeHtml(valueOf(name)));
  const filledSubject = subject
    .replace(PLACEHOLDER_PATTERN, (_match, name: string) => valueOf(name))
    .replace(/[\r\n]+/g, ' ')
    .trim();

  return { html: filledHtml, subject: filledSubject, unknownPlaceholders: [...unknown] };
}

/** Replaces every `{{name}}` in a string with what `replace` gives for the name. */
export function replacePlaceholders(text: string, replace: (name: string) => string): string {
  return text.replace(PLACEHOLDER_PATTERN, (_match, name: string) => replace(name));
}

/** Placeholder names used in a template, known or not, each once in order of appearance. */
export function findPlaceholders(template: string): string[] {
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    names.add(match[1]);
  }
  return [...names];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
