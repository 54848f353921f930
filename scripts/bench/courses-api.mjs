// Hot public reads against the floor: GET /api/courses (answered from the in-memory course
// catalog), a prerendered page and a static file with the list's bytes, each served by the API
// process and, in the same run, by a plain node:http server (scripts/lib/reference-server.mjs)
// that sends the very answers the API sent (status, headers, body bytes) and does nothing else.
// As Chromium asks (Accept-Encoding: gzip, deflate, br, zstd) and uncompressed. Prints requests
// per second and the API's ratio to the floor (goal for the list and the page: 0.25x or more; the
// static file goes through the whole middleware chain and is shown for comparison), and the list
// against the static file.
//
// The static file and its pre-compressed variants (as the site build writes them) are in place
// before the API starts, as in production: the static file server indexes them at start.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Each figure is the best of BENCH_ROUNDS (2) runs, API and node:http
// taking turns, so a moment of load from other work on the machine hurts neither side alone.
// Settings: BENCH_SECONDS (5 per run), BENCH_CONNECTIONS (50), BENCH_ROUNDS, BENCH_API_NODE_ARGS.
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { openBenchEnvironment, startApi } from '../lib/bench-environment.mjs';
import { recordAnswer, startReferenceServer } from '../lib/reference-server.mjs';

export const title = 'course list and page throughput against plain node:http';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const COURSES = 8;
const GOAL = 0.25;
const PAGE_PATH = '/kursinfo';

async function seed(db) {
  await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT 'Medizinprodukteberater Basiszertifizierung', DATE '2099-01-01' + 14 * n, '08:30', '16:00', 39900, 47481, 47481, 10, 10 - n
       FROM generate_series(1, $1::int) AS n`,
    [COURSES],
  );
}

/** A prerendered page of about the size of the site's articles, with an inline script as the build writes them. */
function pageHtml() {
  const paragraph =
    '<p>Der Medizinprodukteberater informiert Fachkreise über Medizinprodukte und weist in ihre sachgerechte Handhabung ein (§ 83 MPDG).</p>';
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Kursinfo</title><link rel="stylesheet" href="/assets/site.css"></head><body><main>${paragraph.repeat(150)}</main><script>window.__reactRouterContext = { basename: "/", future: {} };</script></body></html>`;
}

/** Writes a file with its brotli and gzip variants, as the site build does. */
function writeCompressed(file, bytes) {
  writeFileSync(file, bytes);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

async function stopApi(api) {
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

function requestsPerSecond(url, headers, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      if (result.non2xx || result.errors)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

const ENCODINGS = /** @type {const} */ ([
  ['as Chromium asks', 'gzip, deflate, br, zstd'],
  ['uncompressed', 'identity'],
]);

export async function run() {
  const environment = await openBenchEnvironment();
  const site = mkdtempSync(join(tmpdir(), 'mpb-bench-site-'));
  let reference;
  try {
    await seed(environment.db);
    const env = { ...environment.processEnv, FRONTEND_DIR: site };
    // The list's bytes as the API sends them, written as a static file before the measured API starts.
    const first = await startApi(environment, env);
    const list = Buffer.from(
      await (await fetch(`${first.url}/api/courses`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    await stopApi(first);
    writeCompressed(join(site, 'courses.json'), list);
    mkdirSync(join(site, PAGE_PATH.slice(1)));
    writeCompressed(join(site, PAGE_PATH.slice(1), 'index.html'), Buffer.from(pageHtml()));

    const api = await startApi(environment, env);
    const targets = /** @type {const} */ ([
      ['GET /api/courses', '/api/courses', true],
      [`page ${PAGE_PATH}`, PAGE_PATH, true],
      ['static file', '/courses.json', false],
    ]);
    const answers = [];
    for (const [, path] of targets)
      for (const [, acceptEncoding] of ENCODINGS) answers.push(await recordAnswer(api.url, path, acceptEncoding));
    reference = await startReferenceServer(answers);

    console.log(
      `  ${COURSES} courses (${list.length} bytes of JSON), page ${pageHtml().length} bytes, ${CONNECTIONS} connections, best of ${ROUNDS} runs of ${SECONDS} s`,
    );
    console.log(
      `  one API process against a plain node:http server sending the same answers (load ${loadavg()[0].toFixed(2)}, ${availableParallelism()} cores)`,
    );
    /** @type {Map<string, number>} */
    const apiFigures = new Map();
    const ratios = [];
    for (const [label, headerValue] of ENCODINGS) {
      const headers = { 'accept-encoding': headerValue };
      for (const [name, path, hot] of targets) {
        // Warm both, then let them take turns.
        await requestsPerSecond(`${api.url}${path}`, headers, 1);
        await requestsPerSecond(`${reference.url}${path}`, headers, 1);
        let fromApi = 0;
        let floor = 0;
        for (let round = 0; round < ROUNDS; round += 1) {
          fromApi = Math.max(fromApi, await requestsPerSecond(`${api.url}${path}`, headers));
          floor = Math.max(floor, await requestsPerSecond(`${reference.url}${path}`, headers));
        }
        apiFigures.set(`${path} ${label}`, fromApi);
        if (hot) ratios.push(fromApi / floor);
        console.log(
          `  ${`${name}, ${label}`.padEnd(36)} API ${fromApi.toFixed(0).padStart(6)} req/s   node:http ${floor.toFixed(0).padStart(6)} req/s   ratio ${(fromApi / floor).toFixed(2)}x`,
        );
      }
    }
    for (const [label] of ENCODINGS) {
      const ratio = (apiFigures.get(`/api/courses ${label}`) ?? 0) / (apiFigures.get(`/courses.json ${label}`) ?? 1);
      console.log(`  GET /api/courses against the static file in the API, ${label}: ${ratio.toFixed(2)}x`);
    }
    const lowest = Math.min(...ratios);
    console.log(
      `  Goal (list and page at >= ${GOAL}x of node:http): ${lowest >= GOAL ? 'met' : `MISSED (${lowest.toFixed(2)}x)`}`,
    );
  } finally {
    await reference?.close();
    await environment.close();
    rmSync(site, { recursive: true, force: true });
  }
}
