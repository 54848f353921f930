// The weight of a page's scripts or stylesheets: their bytes as built, gzip (level 9) and brotli
// (quality 11) of each file, and the body bytes the server really sends to Chromium, which asks
// for `gzip, deflate, br, zstd` (files below the build's compression threshold travel uncompressed).
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** GET without fetch()'s transparent decompression: the body as it travels. */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function assetWeight(urls) {
  /** @type {{ files: number; raw: number; gzip: number; brotli: number; sent: number; sentUncompressed: number; contents: string[] }} */
  const weight = { files: urls.length, raw: 0, gzip: 0, brotli: 0, sent: 0, sentUncompressed: 0, contents: [] };
  for (const url of urls) {
    const { body } = await rawGet(url, 'identity');
    const sent = await rawGet(url, 'gzip, deflate, br, zstd');
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 9 }).length;
    weight.brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    weight.sent += sent.body.length;
    if (!sent.encoding) weight.sentUncompressed += 1;
    weight.contents.push(body.toString('utf8'));
  }
  return weight;
}

/**
 * The same-origin scripts a served page names: <script src>, the module imports of its inline
 * scripts and <link rel="modulepreload">, as absolute URLs.
 */
export async function namedScripts(pageUrl) {
  const { body } = await rawGet(pageUrl, 'identity');
  const html = body.toString('utf8');
  const paths = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g),
    ...html.matchAll(/\bimport\s*(?:[^"'()]*?\sfrom\s*)?\(?\s*"([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const origin = new URL(pageUrl).origin;
  return [...new Set(paths.map((path) => new URL(path, pageUrl).href))].filter((url) => url.startsWith(origin));
}
