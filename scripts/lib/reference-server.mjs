// The floor a benchmark measures the API against: a plain node:http server in a process of its own
// that sends recorded answers (status, headers, body bytes) as they are, picking the recorded
// variant by the request's path and Accept-Encoding, with no other work.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Headers that belong to one connection or moment, not to the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * @typedef {{ path: string; acceptEncoding: string; status: number; headers: [string, string][]; body: string }} RecordedAnswer
 * (body base64)
 */

/**
 * GETs `path` from `origin` with this Accept-Encoding and records the answer as it travels.
 * @returns {Promise<RecordedAnswer>}
 */
export function recordAnswer(origin, path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        /** @type {[string, string][]} */
        const headers = [];
        const raw = response.rawHeaders;
        for (let index = 0; index < raw.length; index += 2)
          if (!PER_CONNECTION.has(raw[index].toLowerCase())) headers.push([raw[index], raw[index + 1]]);
        resolve({
          path,
          acceptEncoding,
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Starts the reference server for these answers; resolves with its URL and `close()`.
 * @param {RecordedAnswer[]} answers
 */
export async function startReferenceServer(answers) {
  const directory = mkdtempSync(join(tmpdir(), 'mpb-bench-reference-'));
  const file = join(directory, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file], {
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The child process: answers by path and by whether the request accepts brotli, gzip or neither. */
function serve(file) {
  /** @type {RecordedAnswer[]} */
  const answers = JSON.parse(readFileSync(file, 'utf8'));
  const byPath = new Map();
  for (const answer of answers) {
    const prepared = {
      status: answer.status,
      headers: answer.headers.flat(),
      body: Buffer.from(answer.body, 'base64'),
    };
    const variants = byPath.get(answer.path) ?? {};
    variants[variantOf(answer.acceptEncoding)] = prepared;
    byPath.set(answer.path, variants);
  }
  const server = createServer((req, res) => {
    const variants = byPath.get(req.url);
    const answer = variants && (variants[variantOf(req.headers['accept-encoding'] ?? '')] ?? variants.identity);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

function variantOf(acceptEncoding) {
  if (acceptEncoding.includes('br')) return 'br';
  if (acceptEncoding.includes('gzip')) return 'gzip';
  return 'identity';
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve(process.argv[2]);
