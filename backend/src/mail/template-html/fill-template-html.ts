import { escapeHtml, isPlaceholderName, replacePlaceholders, type PlaceholderValues } from '@mpb/emails';
import sanitizeHtml from 'sanitize-html';
import { TEMPLATE_HTML_POLICY } from './sanitise-template-html';
import { linkSchemeIsFixed, startsWithCancelUrl } from './template-links';

/** What `{{cancel_url}}` reads as where it stands in the text. */
const CANCEL_LINK_TEXT = 'Stornierung anfragen';

/**
 * Fills a stored template's body, each value escaped for where it lands: text is HTML-escaped,
 * a value inside a link's address is URL-encoded, a link whose scheme a value would choose loses
 * its address, and `{{cancel_url}}` in running text becomes a link. Unknown placeholders stay
 * empty. The filled body is sanitised again, so whatever the values were it holds no active link
 * other than http(s), mailto and tel.
 */
export function fillTemplateHtml(html: string, values: PlaceholderValues): string {
  const valueOf = (name: string) => (isPlaceholderName(name) ? (values[name] ?? '') : '');
  let openAnchors = 0;
  const filled = sanitizeHtml(html, {
    ...TEMPLATE_HTML_POLICY,
    onOpenTag: (tag) => {
      if (tag === 'a') openAnchors += 1;
    },
    onCloseTag: (tag) => {
      if (tag === 'a') openAnchors = Math.max(0, openAnchors - 1);
    },
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: fillAttributes(attribs, valueOf, values.cancel_url) }),
    },
    // The text arrives HTML-escaped; only the filled values still need it.
    textFilter: (text) =>
      replacePlaceholders(text, (name) =>
        name === 'cancel_url' ? cancelLink(values.cancel_url, openAnchors > 0) : escapeHtml(valueOf(name)),
      ),
  });
  // Quotes in text stay escaped as the filled values had them.
  return sanitizeHtml(filled, { ...TEMPLATE_HTML_POLICY, textFilter: (text) => text.replace(/"/g, '&quot;') });
}

/** Attribute values are escaped by the sanitiser when it writes them out. */
function fillAttributes(
  attribs: sanitizeHtml.Attributes,
  valueOf: (name: string) => string,
  cancelUrl: string,
): sanitizeHtml.Attributes {
  const filled: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name !== 'href') filled[name] = replacePlaceholders(value, valueOf);
    else if (linkSchemeIsFixed(value)) filled.href = fillHref(value.trim(), valueOf, cancelUrl);
  }
  return filled;
}

function fillHref(href: string, valueOf: (name: string) => string, cancelUrl: string): string {
  const encoded = (text: string) => replacePlaceholders(text, (name) => encodeURIComponent(valueOf(name)));
  if (!startsWithCancelUrl(href)) return encoded(href);
  return cancelUrl + encoded(href.slice(href.indexOf('}}') + 2));
}

function cancelLink(url: string, insideLink: boolean): string {
  if (insideLink || !url) return escapeHtml(CANCEL_LINK_TEXT);
  return `<a href="${escapeHtml(url)}">${escapeHtml(CANCEL_LINK_TEXT)}</a>`;
}
