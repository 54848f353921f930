// Course list throughput: GET /api/courses (answered from the in-memory course catalog) against a
// static file with the same bytes (and its pre-compressed variants, as the site build writes
// them) served by the same API process, side by side, browser-like (Accept-Encoding: br, gzip)
// and uncompressed. The goal: the list at 0.9 or more of the static file's requests per second.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_SECONDS (5 per run), BENCH_CONNECTIONS (50),
// BENCH_API_NODE_ARGS.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { openBenchEnvironment, startApi } from '../lib/bench-environment.mjs';

export const title = 'course list throughput';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COURSES = 8;

async function seed(db) {
  await db.query(
    `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, price, max_participants, available_spots)
     SELECT 'Medizinprodukteberater Basiszertifizierung', DATE '2099-01-01' + 14 * n, '08:30', '16:00', 39900, 47481, 47481, 10, 10 - n
       FROM generate_series(1, $1::int) AS n`,
    [COURSES],
  );
}

function requestsPerSecond(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      if (result.non2xx || result.errors)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

export async function run() {
  const environment = await openBenchEnvironment();
  const site = mkdtempSync(join(tmpdir(), 'mpb-bench-site-'));
  try {
    await seed(environment.db);
    const api = await startApi(environment, { ...environment.processEnv, FRONTEND_DIR: site });
    const list = Buffer.from(
      await (await fetch(`${api.url}/api/courses`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    writeFileSync(join(site, 'courses.json'), list);
    writeFileSync(join(site, 'courses.json.br'), brotliCompressSync(list));
    writeFileSync(join(site, 'courses.json.gz'), gzipSync(list, { level: 9 }));
    console.log(
      `  ${COURSES} courses (${list.length} bytes of JSON), ${CONNECTIONS} connections, ${SECONDS} s per run, one API process`,
    );

    for (const [name, headers] of /** @type {[string, Record<string, string>][]} */ ([
      ['br, gzip', { 'accept-encoding': 'br, gzip' }],
      ['uncompressed', { 'accept-encoding': 'identity' }],
    ])) {
      // Warm both paths, then alternate so neither profits from running second.
      await requestsPerSecond(`${api.url}/api/courses`, headers);
      const staticFile = await requestsPerSecond(`${api.url}/courses.json`, headers);
      const courses = await requestsPerSecond(`${api.url}/api/courses`, headers);
      console.log(
        `  ${name.padEnd(13)} static file ${staticFile.toFixed(0).padStart(6)} req/s   GET /api/courses ${courses.toFixed(0).padStart(6)} req/s   ratio ${(courses / staticFile).toFixed(2)}x`,
      );
    }
  } finally {
    await environment.close();
    rmSync(site, { recursive: true, force: true });
  }
}
