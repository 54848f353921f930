import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { articleSlugs } from '../lib/public-routes';

/**
 * Blog articles, converted from Markdown while the site is prerendered. Only route loaders import
 * this module, so neither the Markdown nor its converter reaches the browser's JavaScript.
 */

const CATEGORIES = ['Featured', 'International', 'Compliance', 'Rechtslage'] as const;
type Category = (typeof CATEGORIES)[number];

export interface ArticleSummary {
  slug: string;
  title: string;
  category: Category;
  excerpt: string;
  description: string;
  author: string;
  datePublished: string;
  /** datePublished as the page shows it ('28. Mai 2026'), formatted here so the browser builds no date format for it. */
  publishedOn: string;
  dateModified: string;
  keywords: string[];
  wordCount: number;
  readingMinutes: number;
}

interface TableOfContentsEntry {
  id: string;
  title: string;
}

export interface Article extends ArticleSummary {
  /** Key points shown above the text. */
  summary: string[];
  tableOfContents: TableOfContentsEntry[];
  html: string;
}

const WORDS_PER_MINUTE = 200;
const ARTICLE_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const requiredFields = ['title', 'slug', 'category', 'excerpt', 'description', 'author', 'datePublished'] as const;
const sources = import.meta.glob<string>('./blog/*.md', { query: '?raw', import: 'default', eager: true });

/** Words a reader reads: whitespace-separated runs that contain a letter or digit. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/&[a-z]+;|<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function attribute(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/"/g, '&quot;');
}

function render(markdown: string): { html: string; tableOfContents: TableOfContentsEntry[] } {
  const tableOfContents: TableOfContentsEntry[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        const id = headingId(text);
        if (depth === 2) tableOfContents.push({ id, title: text.replace(/<[^>]+>/g, '') });
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      // On phones the rows stack (table-scroll.css), each value under its column's name (data-label);
      // the roles keep it a table for screen readers once the cells are no longer laid out as one.
      table({ header, rows }) {
        const labels = header.map((cell) => this.parser.parseInline(cell.tokens));
        // Cells on lines of their own, as marked writes them, so the text keeps a space between cells.
        const head = labels.map((label) => `<th role="columnheader" scope="col">${label}</th>`).join('\n');
        const body = rows
          .map((row) => {
            const cells = row.map(
              (cell, column) =>
                `<td role="cell" data-label="${attribute(labels[column] ?? '')}">${this.parser.parseInline(cell.tokens)}</td>`,
            );
            return `<tr role="row">\n${cells.join('\n')}\n</tr>`;
          })
          .join('\n');
        return (
          '<div class="table-scroll table-scroll--stacked" role="region" aria-label="Tabelle" tabindex="0">' +
          `<table role="table">\n<thead role="rowgroup">\n<tr role="row">\n${head}\n</tr>\n</thead>\n<tbody role="rowgroup">\n${body}\n</tbody>\n</table></div>\n`
        );
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, tableOfContents };
}

function parseArticle(path: string, source: string): Article {
  const match = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`${path}: front matter missing`);
  const front = parseYaml(match[1]) as Record<string, unknown>;
  for (const field of requiredFields) {
    if (!front[field]) throw new Error(`${path}: front matter field '${field}' missing`);
  }
  if (!CATEGORIES.includes(front.category as Category)) throw new Error(`${path}: unknown category`);
  const { html, tableOfContents } = render(match[2]);
  // Tags separate words; an entity is one character that is never a letter of its own.
  const wordCount = countWords(html.replace(/<[^>]+>/g, ' ').replace(/&#?\w+;/g, '_'));
  const datePublished = String(front.datePublished);
  const dateModified: unknown = front.dateModified ?? datePublished;
  return {
    slug: String(front.slug),
    title: String(front.title),
    category: front.category as Category,
    excerpt: String(front.excerpt),
    description: String(front.description),
    author: String(front.author),
    datePublished,
    publishedOn: ARTICLE_DATE.format(new Date(`${datePublished}T12:00:00Z`)),
    dateModified: String(dateModified),
    keywords: (front.keywords as string[] | undefined) ?? [],
    summary: (front.summary as string[] | undefined) ?? [],
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    tableOfContents,
    html,
  };
}

const articles: Article[] = Object.entries(sources)
  .map(([path, source]) => parseArticle(path, source))
  // The featured article leads, then the newest first.
  .sort(
    (a, b) =>
      Number(b.category === 'Featured') - Number(a.category === 'Featured') ||
      b.datePublished.localeCompare(a.datePublished),
  );

const slugs = articles.map((article) => article.slug).sort();
if (slugs.join() !== [...articleSlugs].sort().join()) {
  throw new Error(`Blog articles (${slugs.join(', ')}) do not match articleSlugs in public-routes.ts`);
}

export function articleSummaries(): ArticleSummary[] {
  return articles.map(({ summary: _summary, tableOfContents: _toc, html: _html, ...summary }) => summary);
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
