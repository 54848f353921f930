import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { writePlainText } from './plain-text-writer';

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
 * React Email's toPlainText options (its selectors: images and the hidden preview line are
 * skipped) with ours on top, compiled once: html-to-text builds its selector tree per compile.
 * writePlainText (plain-text-writer.ts) follows them for the markup it knows, and
 * plain-text.spec.ts holds it to them.
 */
const convertToPlainText = compile({
  wordwrap: 78,
  formatters: { labelWithColon },
  selectors: [
    ...plainTextSelectors,
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
});

/** Inline styles say nothing about the text; without them a parser reads half a mail's HTML. */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

/** Plain-text part of an e-mail from its HTML. */
export function htmlToText(html: string): string {
  const unstyled = html.replace(STYLE_ATTRIBUTE, '');
  return tidy(writePlainText(unstyled) ?? convertToPlainText(unstyled));
}

/** The same by html-to-text alone, which writePlainText follows. */
export function htmlToTextByLibrary(html: string): string {
  return tidy(convertToPlainText(html.replace(STYLE_ATTRIBUTE, '')));
}

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
