import {
  findPlaceholders,
  isPlaceholderName,
  renderTemplateString,
  wrapInLayout,
  type EmailContext,
  type PlaceholderValues,
  type RenderedStoredTemplate,
  type StoredTemplate,
} from '@mpb/emails';
import { fillTemplateHtml } from './fill-template-html';
import { hrefsIn, isAllowedLink } from './template-links';

/**
 * A stored template as a whole mail: the body filled and sanitised, wrapped in the product's
 * layout, and the finished HTML checked once more, so no mail with an active javascript: or
 * other foreign-scheme link is ever sent.
 */
export function renderTemplateMail(
  template: StoredTemplate,
  values: PlaceholderValues,
  context: EmailContext,
  options: { myBookingsUrl?: string } = {},
): RenderedStoredTemplate {
  const subject = renderTemplateString('', template.subject, values).subject;
  const { html, text } = wrapInLayout(fillTemplateHtml(template.html, values), context, {
    preview: subject,
    myBookingsUrl: options.myBookingsUrl,
  });
  const unsafe = hrefsIn(html).filter((href) => !isAllowedLink(href));
  if (unsafe.length)
    throw new Error(`e-mail template produced links with a forbidden scheme: ${unsafe.join(', ').slice(0, 200)}`);
  const unknownPlaceholders = [
    ...new Set([...findPlaceholders(template.html), ...findPlaceholders(template.subject)]),
  ].filter((name) => !isPlaceholderName(name));
  return { subject, html, text, unknownPlaceholders };
}
