import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Pages, sitemap and robots.txt are left out: the API fills in the operator details and compresses them itself. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|data|webmanifest)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

/**
 * After prerendering: writes sitemap.xml (every page whose robots meta allows indexing) and its
 * line in robots.txt, then a brotli and a gzip copy of every other text file, which the API serves
 * to browsers that accept them.
 */
export function writeSiteFiles(clientDirectory: string, siteUrl: string) {
  const origin = siteUrl.replace(/\/+$/, '');
  writeFileSync(join(clientDirectory, 'sitemap.xml'), sitemap(clientDirectory, origin));
  appendFileSync(join(clientDirectory, 'robots.txt'), `\nSitemap: ${origin}/sitemap.xml\n`);
  compressFiles(filesBelow(clientDirectory));
}

/** A brotli and a gzip copy of each text file worth compressing, for browsers that accept them. */
export function compressFiles(files: string[]) {
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

function sitemap(clientDirectory: string, origin: string): string {
  const today = new Date().toISOString().slice(0, 10);
  const entries = filesBelow(clientDirectory)
    .filter((file) => file.endsWith('/index.html') || file === join(clientDirectory, 'index.html'))
    .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
    .filter(({ html }) => /<meta name="robots" content="index, follow"/.test(html))
    .map(({ file, html }) => {
      const path = `/${relative(clientDirectory, file).replace(/(^|\/)index\.html$/, '')}`;
      const modified = html.match(/"dateModified":"(\d{4}-\d{2}-\d{2})/)?.[1] ?? today;
      return `  <url><loc>${origin}${path}</loc><lastmod>${modified}</lastmod></url>`;
    })
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function filesBelow(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
