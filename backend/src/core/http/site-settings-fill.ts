import { jsonStringContent, SITE_SETTING_PLACEHOLDER, type SiteSettings } from '@mpb/domain';

const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)/gi;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The built site's text with each operator placeholder replaced by the running configuration's
 * value (DECISIONS.md 29): as JSON string content inside script elements (the settings element,
 * JSON-LD), HTML-escaped everywhere else (text, attributes, sitemap XML).
 */
export function fillSiteSettings(text: string, settings: SiteSettings): string {
  const fill = (part: string, escape: (value: string) => string) =>
    part.replace(SITE_SETTING_PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(settings, name) ? escape(settings[name as keyof SiteSettings]) : placeholder,
    );
  let filled = '';
  let last = 0;
  for (const match of text.matchAll(SCRIPT_ELEMENT)) {
    const [, open, content, close] = match;
    filled += fill(text.slice(last, match.index), escapeHtml);
    filled += open + fill(content, jsonStringContent) + close;
    last = match.index + match[0].length;
  }
  return filled + fill(text.slice(last), escapeHtml);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
