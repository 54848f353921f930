import { Parser } from 'htmlparser2';

/**
 * The plain text of a mail's HTML as html-to-text writes it with our options (plain-text.ts), for
 * the markup our mails are made of: paragraphs, headings, divs, the layout's tables and detail
 * rows, lists, links, line breaks and inline formatting. It reads the HTML in one pass of the same
 * parser and keeps html-to-text's rules for blocks, line breaks and word wrapping, without building
 * a document tree and matching selectors for each element, which cost html-to-text most of its time.
 * Returns null for anything else (another element, a nested list, text between list items): the
 * caller converts that with html-to-text itself. plain-text.spec.ts holds the two side by side.
 */
export function writePlainText(html: string): string | null {
  const writer = new PlainTextWriter();
  const parser = new Parser(writer, { decodeEntities: true });
  try {
    parser.end(html);
  } catch (error) {
    if (error === UNKNOWN_MARKUP) return null;
    throw error;
  }
  return writer.text();
}

const UNKNOWN_MARKUP = new Error('markup the plain-text writer does not know');
const WRAP_AT = 78;
const LIST_PREFIX = ' * ';
const WORD = /[^ \t\r\n\f\u200b]+/g;
const LEADING_SPACE = /^[ \t\r\n\f\u200b]/;
const TRAILING_SPACE = /[ \t\r\n\f\u200b]$/;
const HAS_WORD = /[^ \t\r\n\f\u200b]/;
/** Elements written as their content. */
const INLINE = new Set(['span', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'code', 'tbody']);
/** Blocks by tag: line breaks before and after (html-to-text's defaults and our table options). */
const BLOCKS: Record<string, [number, number]> = {
  p: [2, 2],
  h1: [3, 2],
  h2: [3, 2],
  h3: [3, 2],
  div: [1, 1],
  table: [2, 2],
  tr: [1, 1],
};

/** The words of a block's current lines, wrapped as html-to-text's InlineTextBuilder wraps them. */
class Lines {
  private readonly full: string[][] = [];
  private words: string[] = [];
  private room: number;
  /** Whitespace ended the last text, so the next word starts a new word. */
  spaceBefore = false;

  constructor(readonly width: number) {
    this.room = width;
  }

  push(word: string) {
    const cost = this.words.length ? word.length + 1 : word.length;
    if (cost <= this.room) {
      this.words.push(word);
      this.room -= cost;
      return;
    }
    // Too long for the line: it starts the next one, where it stays even if it is longer.
    if (this.words.length) this.newLine();
    this.words.push(word);
    this.room -= word.length;
  }

  /** Appends to the last word, as text that follows an element without whitespace does. */
  append(word: string) {
    const last = this.words.pop();
    if (last !== undefined) this.room += last.length + (this.words.length ? 1 : 0);
    this.push(last === undefined ? word : last + word);
  }

  newLine(count = 1) {
    this.full.push(this.words);
    for (let extra = 1; extra < count; extra += 1) this.full.push([]);
    this.words = [];
    this.room = this.width;
  }

  isEmpty() {
    return this.full.length === 0 && this.words.length === 0;
  }

  clear() {
    this.full.length = 0;
    this.words = [];
    this.room = this.width;
  }

  toString() {
    let text = '';
    for (const words of this.full) text += `${words.join(' ')}\n`;
    return text + this.words.join(' ');
  }
}

/** A block, list or list item being written, as html-to-text's BlockStackItem. */
class Block {
  readonly lines: Lines;
  text = '';
  lineBreaksAfter = 0;

  constructor(
    readonly parent: Block | null,
    public lineBreaksBefore: number,
    width: number,
  ) {
    this.lines = new Lines(width);
  }

  written(): string {
    return this.lines.isEmpty() ? this.text : this.text + this.lines.toString();
  }

  /** A finished child's text, after the line breaks it and what came before ask for. */
  add(text: string, lineBreaksBefore: number, lineBreaksAfter: number) {
    const before = this.written();
    const lineBreaks = Math.max(this.lineBreaksAfter, lineBreaksBefore);
    this.lines.clear();
    if (before) this.text = before + '\n'.repeat(lineBreaks) + text;
    else {
      this.text = text;
      this.lineBreaksBefore = lineBreaks;
    }
    this.lineBreaksAfter = lineBreaksAfter;
  }
}

interface OpenElement {
  name: string;
  close?: () => void;
  /** A ul's block, once its first item opened it. */
  list?: Block;
}

class PlainTextWriter {
  private block = new Block(null, 1, WRAP_AT);
  private readonly open: OpenElement[] = [];
  private pendingText = '';
  /** Depth inside an element left out of the text (an image, the preview line). */
  private skipping = 0;
  /** The words of each open link, to leave out an address its text already shows. */
  private readonly linkTexts: string[] = [];

  text(): string {
    return this.block.written();
  }

  onopentag(name: string, attributes: Record<string, string>) {
    this.flushText();
    if (this.skipping) {
      this.skipping += 1;
      return;
    }
    const parent = this.open.at(-1);
    // html-to-text writes anything in a list that is not an item as an item indented without ' * '.
    if (parent?.name === 'ul' && name !== 'li') throw UNKNOWN_MARKUP;
    if ('data-text-format' in attributes) throw UNKNOWN_MARKUP;
    const classes = attributes.class?.split(/\s+/) ?? [];
    if (attributes['data-skip-in-text'] === 'true') {
      if (classes.length) throw UNKNOWN_MARKUP;
      this.skipping = 1;
      return;
    }
    if (name === 'img' || (name === 'div' && classes.includes('mpb-logo-badge'))) {
      this.skipping = 1;
      return;
    }
    const element: OpenElement = { name };
    element.close = this.opened(element, classes, attributes.href, parent);
    this.open.push(element);
  }

  onclosetag() {
    this.flushText();
    if (this.skipping) {
      this.skipping -= 1;
      return;
    }
    this.open.pop()?.close?.();
  }

  ontext(text: string) {
    this.pendingText += text;
  }

  oncomment() {
    this.flushText();
  }

  onprocessinginstruction() {
    this.flushText();
  }

  onend() {
    this.flushText();
  }

  /** What opening the element writes; returns what closing it writes. */
  private opened(element: OpenElement, classes: string[], href: string | undefined, parent?: OpenElement) {
    const { name } = element;
    const block = BLOCKS[name];
    if (block) {
      this.openBlock(block[0]);
      return () => this.closeBlock(block[1]);
    }
    switch (name) {
      case 'br':
        this.block.lines.newLine();
        return undefined;
      case 'td':
        return classes.includes('mpb-detail-label') ? () => this.addLiteral(': ') : undefined;
      case 'a':
        return this.openLink(classes.includes('mpb-contact-link') ? '' : (href ?? ''));
      case 'ul':
        if (parent?.name === 'li') throw UNKNOWN_MARKUP;
        return () => this.closeList(element);
      case 'li':
        if (parent?.name !== 'ul') throw UNKNOWN_MARKUP;
        this.openListItem(parent);
        return () => this.closeListItem();
      default:
        if (!INLINE.has(name)) throw UNKNOWN_MARKUP;
        return undefined;
    }
  }

  private flushText() {
    const text = this.pendingText;
    if (!text) return;
    this.pendingText = '';
    if (this.skipping) return;
    if (this.open.at(-1)?.name === 'ul') {
      if (HAS_WORD.test(text)) throw UNKNOWN_MARKUP;
      return;
    }
    this.addText(text, true);
  }

  private addText(text: string, asLinkText: boolean) {
    const { block } = this;
    if (block.lineBreaksAfter) {
      if (!HAS_WORD.test(text)) return;
      block.lines.newLine(block.lineBreaksAfter);
    }
    const { lines } = block;
    const spaceBefore = lines.spaceBefore;
    WORD.lastIndex = 0;
    const first = WORD.exec(text);
    if (first) {
      const word = this.word(first[0], asLinkText);
      if (spaceBefore || LEADING_SPACE.test(text)) lines.push(word);
      else lines.append(word);
      for (let next = WORD.exec(text); next; next = WORD.exec(text)) lines.push(this.word(next[0], asLinkText));
    }
    lines.spaceBefore = (spaceBefore && !first) || TRAILING_SPACE.test(text);
    block.lineBreaksAfter = 0;
  }

  /** html-to-text compares a link's address with the link's words joined without spaces. */
  private word(word: string, asLinkText: boolean) {
    if (asLinkText) for (let index = 0; index < this.linkTexts.length; index += 1) this.linkTexts[index] += word;
    return word;
  }

  /** Text written as it is, without collapsing its whitespace ('Kurs: '). */
  private addLiteral(text: string) {
    const { block } = this;
    if (block.lineBreaksAfter) block.lines.newLine(block.lineBreaksAfter);
    const { lines } = block;
    if (lines.spaceBefore) lines.push(text);
    else lines.append(text);
    lines.spaceBefore = false;
    block.lineBreaksAfter = 0;
  }

  private openLink(target: string) {
    const href = target.replace(/^mailto:/, '');
    if (!href || href.startsWith('#')) return undefined;
    this.linkTexts.push('');
    return () => {
      const text = this.linkTexts.pop();
      if (text !== href) this.addText(text ? ` ${href}` : href, false);
    };
  }

  private openBlock(lineBreaksBefore: number) {
    this.block = new Block(this.block, lineBreaksBefore, this.block.lines.width);
  }

  private closeBlock(lineBreaksAfter: number) {
    const block = this.pop();
    this.block.add(block.written(), block.lineBreaksBefore, Math.max(block.lineBreaksAfter, lineBreaksAfter));
  }

  /** A list opens with its first item: a list without items writes nothing. */
  private openListItem(list: OpenElement) {
    if (!list.list) {
      list.list = new Block(this.block, 2, this.block.lines.width);
      this.block = list.list;
    }
    this.block = new Block(this.block, 1, Math.max(20, this.block.lines.width - LIST_PREFIX.length));
  }

  private closeListItem() {
    const item = this.pop();
    const text = LIST_PREFIX + item.written().replace(/\n/g, `\n${' '.repeat(LIST_PREFIX.length)}`);
    this.block.add(text, item.lineBreaksBefore, Math.max(item.lineBreaksAfter, 1));
  }

  private closeList(element: OpenElement) {
    if (!element.list) return;
    const list = this.pop();
    const text = list.written();
    if (text) this.block.add(text, list.lineBreaksBefore, 2);
  }

  private pop(): Block {
    const block = this.block;
    if (!block.parent) throw new Error('closed more blocks than were opened');
    this.block = block.parent;
    return block;
  }
}
