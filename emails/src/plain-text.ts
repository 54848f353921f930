import { toPlainText } from '@react-email/render';

type FormatCallback = (
  element: { children: unknown[] },
  walk: (nodes: unknown[], builder: unknown) => void,
  builder: { addLiteral: (text: string) => void },
) => void;

// Detail tables read as 'Label: value' lines instead of run-together cells.
const labelWithColon: FormatCallback = (element, walk, builder) => {
  walk(element.children, builder);
  builder.addLiteral(': ');
};

/**
 * Plain-text part of an e-mail from its HTML, on top of React Email's
 * selectors (images and the hidden preview line are skipped).
 */
export function htmlToText(html: string): string {
  return toPlainText(html, {
    wordwrap: 78,
    formatters: { labelWithColon },
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'td', format: 'inline' },
      { selector: 'td.mpb-detail-label', format: 'labelWithColon' },
      { selector: 'div.mpb-logo-badge', format: 'skip' },
      { selector: 'a.mpb-contact-link', format: 'anchor', options: { ignoreHref: true } },
    ],
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
