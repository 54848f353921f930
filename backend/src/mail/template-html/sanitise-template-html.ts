import sanitizeHtml from 'sanitize-html';

const TIPTAP_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'br',
  'code',
  'pre',
  'mark',
];
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i];
const ALIGNMENT = [/^(left|right|center|justify)$/];
const INDENT = [/^\d{1,3}(px|em|rem)$/];

/** The only schemes a link in a template (and in the mail made from it) may have. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

export const TEMPLATE_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: TIPTAP_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'], '*': ['style'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': ALIGNMENT,
      'margin-left': INDENT,
      'padding-left': INDENT,
    },
  },
  disallowedTagsMode: 'discard',
};

/**
 * What a stored template, and the body of every mail filled from one, may hold: the formatting
 * the admin's rich-text editor produces and `{{placeholder}}` text; scripts, styles, frames,
 * event handlers and links other than http(s), mailto and tel go.
 */
export function sanitiseTemplateHtml(html: string): string {
  return sanitizeHtml(html, TEMPLATE_HTML_POLICY);
}
