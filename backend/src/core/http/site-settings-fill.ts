import {
  escapeHtml,
  isMarkupSetting,
  jsonStringContent,
  SITE_SETTING_PLACEHOLDER,
  type SiteSettings,
} from '@mpb/domain';

const SCRIPT_ELEMENT = /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)/gi;

/**
 * The built site's text with each operator placeholder replaced by the running configuration's
 * value (DECISIONS.md 29): as JSON string content inside script elements (the settings element,
 * JSON-LD), HTML-escaped everywhere else (text, attributes, sitemap XML) except the markup
 * settings, which the page holds as an element's inner HTML.
 */
export function fillSiteSettings(text: string, settings: SiteSettings): string {
  const fill = (part: string, escape: (value: string, name: string) => string) =>
    part.replace(SITE_SETTING_PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(settings, name) ? escape(settings[name as keyof SiteSettings], name) : placeholder,
    );
  const asHtml = (value: string, name: string) => (isMarkupSetting(name) ? value : escapeHtml(value));
  let filled = '';
  let last = 0;
  for (const match of text.matchAll(SCRIPT_ELEMENT)) {
    const [, open, content, close] = match;
    filled += fill(text.slice(last, match.index), asHtml);
    filled += open + fill(content, jsonStringContent) + close;
    last = match.index + match[0].length;
  }
  return filled + fill(text.slice(last), asHtml);
}
