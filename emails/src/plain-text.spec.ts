import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayoutRenderingContext } from './components/email-layout';
import { htmlToText, htmlToTextByLibrary } from './plain-text';
import { writePlainText } from './plain-text-writer';
import { EMAIL_REGISTRY, EMAIL_TYPES, previewEmailMessage, type EmailDefinition, type EmailMessage } from './registry';
import { PREVIEW_SITE } from './site';

/** A mail's own part, as renderMail converts it per mail. */
function mailPart(type: EmailMessage['type']): string {
  const definition = EMAIL_REGISTRY[type] as EmailDefinition<EmailMessage['props']>;
  const element = createElement(definition.component, { ...previewEmailMessage(type).props, site: PREVIEW_SITE });
  return renderToStaticMarkup(createElement(LayoutRenderingContext.Provider, { value: () => undefined }, element));
}

/** Random markup of the kinds our mails and the admin's templates hold, from a fixed seed. */
function randomMarkup(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const repeat = (most: number, least: number, make: () => string) =>
    Array.from({ length: least + Math.floor(random() * (most - least + 1)) }, make);
  const words = [
    'Kurs',
    'Buchung',
    'Müller',
    '474,81&nbsp;€',
    'BK-2026-004711',
    'a',
    '&amp;',
    '&lt;b&gt;',
    'Zertifizierung',
  ];
  const spaces = ['', ' ', ' ', '  ', '\n', ' \n\t'];
  const longWord = 'https://www.example.de/meine-buchungen?token=' + 'x'.repeat(60);
  const text = () =>
    pick(spaces) +
    repeat(30, 1, () => (random() < 0.03 ? longWord : pick(words))).join(pick([' ', ' ', ' ', '  ', '\n'])) +
    pick(spaces);
  const element = (name: string, content: string) => `<${name}>${content}</${name}>`;
  const link = (depth: number) => {
    const href = pick(['https://www.example.de/agb', 'mailto:info@example.de', '#oben', '', null]);
    const body = random() < 0.3 ? pick(['info@example.de', 'https://www.example.de/agb']) : inline(depth + 1);
    const attributes = `${href === null ? '' : ` href="${href}"`}${random() < 0.2 ? ' class="mpb-contact-link"' : ''}`;
    return `<a${attributes}>${body}</a>`;
  };
  const inline = (depth: number): string =>
    repeat(3, 1, () => {
      const kind = depth > 3 ? 0 : Math.floor(random() * 7);
      if (kind === 1)
        return element(pick(['strong', 'span', 'em', 'b', 'i', 'u', 's', 'mark', 'code']), inline(depth + 1));
      if (kind === 2) return link(depth);
      if (kind === 3) return '<br/>';
      if (kind === 4) return '<img src="logo.png" alt="Logo"/>';
      return text();
    }).join(pick(['', ' ', '\n']));
  const block = (depth: number): string => {
    const kind = depth > 3 ? 0 : Math.floor(random() * 12);
    const children = () => repeat(3, 1, () => (random() < 0.5 ? inline(depth + 1) : block(depth + 1))).join('');
    switch (kind) {
      case 1:
        return element(pick(['h1', 'h2', 'h3']), inline(depth + 1));
      case 2:
        return `<div>${children()}</div>`;
      case 3:
        return `<div class="mpb-logo-badge">${children()}</div>`;
      case 4:
        return `<table><tbody>${repeat(3, 1, () => `<tr><td class="mpb-detail-label">${inline(depth + 1)}</td><td>${random() < 0.5 ? inline(depth + 1) : children()}</td></tr>`).join('')}</tbody></table>`;
      case 5:
      case 6:
        return `<ul>${pick(['', ' ', '\n'])}${repeat(3, 0, () => `<li>${children()}</li>${pick(['', ' ', '\n'])}`).join('')}</ul>`;
      case 7:
        // what the writer leaves to html-to-text
        return pick([
          `<blockquote>${children()}</blockquote>`,
          `<ol><li>${children()}</li></ol>`,
          `<ul><li>${inline(depth + 1)}<ul><li>${inline(depth + 1)}</li></ul></li></ul>`,
          `<ul>Text<li>${inline(depth + 1)}</li></ul>`,
          '<hr/>',
          `<h4>${inline(depth + 1)}</h4>`,
          `<pre>${text()}</pre>`,
        ]);
      case 8:
        return `<div data-skip-in-text="true">${children()}</div>`;
      case 9:
        return `<p></p>`;
      default:
        return `<p>${inline(depth + 1)}</p>`;
    }
  };
  return repeat(6, 1, () => (random() < 0.8 ? block(0) : inline(0))).join(pick(['', '\n', ' ']));
}

describe(htmlToText.name, () => {
  it.each(EMAIL_TYPES)('writes the own part of %s as html-to-text does, without falling back to it', (type) => {
    const html = mailPart(type);
    expect(writePlainText(html)).not.toBeNull();
    expect(htmlToText(html)).toBe(htmlToTextByLibrary(html));
  });

  it('writes random markup of our mails and templates as html-to-text does', () => {
    let written = 0;
    for (let seed = 1; seed <= 1500; seed += 1) {
      const html = randomMarkup(seed);
      if (writePlainText(html) !== null) written += 1;
      expect(htmlToText(html), html).toBe(htmlToTextByLibrary(html));
    }
    // Most went through the writer, not through html-to-text.
    expect(written).toBeGreaterThan(750);
  }, 60_000);

  it('leaves whole documents, and markup it does not know, to html-to-text', () => {
    for (const html of [
      '<!DOCTYPE html><html><head><title>Titel</title></head><body><p>Hallo</p></body></html>',
      '<blockquote>Zitat</blockquote>',
      '<ol><li>eins</li></ol>',
      '<ul><li>eins<ul><li>zwei</li></ul></li></ul>',
      '<table><tbody><tr><th>Kopf</th></tr></tbody></table>',
      '<div data-text-format="dataTable">Tabelle</div>',
    ]) {
      expect(writePlainText(html), html).toBeNull();
      expect(htmlToText(html)).toBe(htmlToTextByLibrary(html));
    }
  });
});
