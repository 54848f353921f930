import { findPlaceholders } from '@mpb/emails';
import sanitizeHtml from 'sanitize-html';
import { LINK_SCHEMES } from './sanitise-template-html';

const LEADING_CANCEL_URL = /^\{\{\s*cancel_url\s*\}\}/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore these inside a URL, so 'java\tscript:' is still javascript:. Cc is U+0000-U+001F and U+007F-U+009F.
const IGNORED_IN_URL = /[\p{Cc} ]/gu;

/** An href that begins with `{{cancel_url}}`: that value is a whole URL of the product's own making. */
export function startsWithCancelUrl(href: string): boolean {
  return LEADING_CANCEL_URL.test(href.trim());
}

/**
 * Whether a link's scheme is written by the admin before any placeholder, so no filled-in value
 * (a visitor's name, say) can choose it: `{{customer_name}}:x` or `java{{x}}script:` never is.
 */
export function linkSchemeIsFixed(href: string): boolean {
  const trimmed = href.trim();
  if (!findPlaceholders(trimmed).length || startsWithCancelUrl(trimmed)) return true;
  const literalStart = trimmed.slice(0, trimmed.indexOf('{{'));
  const scheme = SCHEME.exec(literalStart)?.[1]?.toLowerCase();
  return scheme !== undefined && LINK_SCHEMES.includes(scheme);
}

/** The hrefs of an HTML text, entities decoded as a browser reads them. */
export function hrefsIn(html: string): string[] {
  const hrefs: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Nothing is written out, only the hrefs read: scripts and styles pass without a warning per call.
    allowVulnerableTags: true,
    onOpenTag: (_tag, attribs) => {
      if (attribs.href !== undefined) hrefs.push(attribs.href);
    },
  });
  return hrefs;
}

/** True for an href a mail may carry: relative or with one of the allowed schemes. */
export function isAllowedLink(href: string): boolean {
  const scheme = SCHEME.exec(href.replace(IGNORED_IN_URL, ''))?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.includes(scheme);
}
