// Site speed: builds the site, serves it from the API over the demo data and measures the home
// page, /online-seminare and one article: the bytes of the JS each served page names (every script
// and modulepreload) and of the JS and CSS each page loads (as built, gzip, brotli and what the
// server really sends), and Lighthouse mobile (performance score, LCP, CLS, TBT; median of
// BENCH_SITE_RUNS runs) in Debian's Chromium, then as many runs per page with the other core kept
// busy (one such run's TBT varies several times over). Then the throughput of GET /api/courses
// and a prerendered page against a plain node:http server sending the same answers, measured by
// scripts/bench/courses-api.mjs.
//
// Goals: at most 100 KiB gzip of named JS per page and no react-admin code in it (either fails the
// benchmark), performance >= 97 and LCP <= 2.5 s on a quiet machine, TBT < 200 ms with the other
// core busy. Lighthouse's figures depend on the machine's load, which is printed with them.
// The runs wait until the load average falls below one per two cores (the build and the seeding
// before them raise it), at most BENCH_SITE_QUIET_WAIT_S seconds.
// Settings: BENCH_SITE_RUNS (3), BENCH_SITE_QUIET_WAIT_S (180),
// BENCH_SITE_SKIP_BUILD=1 (measure the existing frontend/build), BENCH_SITE_REPORTS=<directory>
// (keep each run's Lighthouse HTML report there), CHROME_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openBenchEnvironment, startApi } from '../lib/bench-environment.mjs';
import { assetWeight, namedScripts } from '../lib/site-assets.mjs';
import { lighthouseRun } from '../lib/site-lighthouse.mjs';

export const title = 'site speed (Lighthouse mobile, asset bytes)';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FRONTEND_DIR = join(root, 'frontend/build/client');
// The article is the longest one.
const PAGES = ['/', '/online-seminare', '/blog/news'];
const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 3);
const QUIET_WAIT_MS = Number(process.env.BENCH_SITE_QUIET_WAIT_S ?? 180) * 1000;
const GOALS = { performance: 97, lcpMs: 2500, namedJsGzip: 100 * 1024, busyTbtMs: 200 };
const ADMIN_CODE = 'react-admin';

function buildSite() {
  // NODE_ENV=production: Vite must bundle React's production build whatever the shell says.
  const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`frontend build failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
}

async function seedDemoData(environment) {
  const seedEntry = environment.apiEntry.replace(/main\.js$/, 'seed/seed.js');
  const { child, output } = environment.startProcess(seedEntry, environment.processEnv);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed:\n${output()}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Same-origin scripts or stylesheets any of the runs loaded, in the order first seen. */
function loadedAssets(runs, origin, resourceType) {
  const urls = runs.flatMap((run) =>
    run.requests.filter((item) => item.resourceType === resourceType).map((item) => item.url),
  );
  return [...new Set(urls.filter((url) => url.startsWith(origin)))];
}

/** On a busy machine Chromium now and then loses a trace (NO_NAVSTART); such a run is repeated once. */
async function withRetry(measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`  ${error instanceof Error ? error.message : String(error)}; once more`);
    return measure();
  }
}

/** RUNS Lighthouse runs while a process keeps one core busy, as another tab or program would. */
async function busyCoreRuns(url) {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await withRetry(() => lighthouseRun(url, process.env.BENCH_SITE_REPORTS)));
    return runs;
  } finally {
    spinner.kill();
  }
}

/** Waits (up to QUIET_WAIT_MS) for the 1-minute load average to fall below one per two cores; false if it did not. */
async function waitForQuietMachine() {
  const quiet = availableParallelism() / 2;
  const started = Date.now();
  while (loadavg()[0] >= quiet && Date.now() - started < QUIET_WAIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 5000));
  const waited = Math.round((Date.now() - started) / 1000);
  if (waited) console.log(`  waited ${waited} s for the load average to fall below ${quiet.toFixed(1)}`);
  return loadavg()[0] < quiet;
}

const range = (values) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

async function measurePage(origin, path) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await withRetry(() => lighthouseRun(`${origin}${path}`, process.env.BENCH_SITE_REPORTS)));
  const busy = await busyCoreRuns(`${origin}${path}`);
  const figure = (name) => median(runs.map((run) => run[name]));
  return {
    path,
    performance: figure('performance'),
    performanceRange: range(runs.map((run) => run.performance)),
    lcpMs: figure('lcpMs'),
    cls: figure('cls'),
    tbtMs: figure('tbtMs'),
    fcpMs: figure('fcpMs'),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    benchmarkIndex: figure('benchmarkIndex'),
    versions: `Lighthouse ${runs[0].lighthouseVersion}, ${runs[0].browser}`,
    busy: {
      performance: median(busy.map((run) => run.performance)),
      tbtMs: median(busy.map((run) => run.tbtMs)),
      tbtRange: range(busy.map((run) => run.tbtMs)),
    },
    named: await assetWeight(await namedScripts(`${origin}${path}`)),
    js: await assetWeight(loadedAssets(runs, origin, 'Script')),
    css: await assetWeight(loadedAssets(runs, origin, 'Stylesheet')),
  };
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The first column left-aligned, the others right-aligned to their widest cell. */
function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) {
    console.log(
      `  ${row.map((cell, column) => (column ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join('  ')}`,
    );
  }
}

function printBytes(pages) {
  const weight = ({ files, raw, gzip, brotli, sent }) => [files, kib(raw), kib(gzip), kib(brotli), kib(sent)];
  console.log(
    `\n  JS each served page names (scripts and modulepreloads), KiB, beside the budget of ${kib(GOALS.namedJsGzip)} KiB gzip`,
  );
  printTable([
    ['page', 'JS files', 'raw', 'gzip', 'brotli', 'sent', 'gzip / budget'],
    ...pages.map(({ path, named }) => [path, ...weight(named), (named.gzip / GOALS.namedJsGzip).toFixed(2)]),
  ]);
  console.log('\n  JS and CSS each page loads, KiB (sent: the bodies the server sends to Chromium)');
  printTable([
    ['page', 'JS files', 'raw', 'gzip', 'brotli', 'sent', 'CSS files', 'raw', 'gzip', 'brotli', 'sent'],
    ...pages.map(({ path, js, css }) => [path, ...weight(js), ...weight(css)]),
  ]);
  const small = pages.reduce((sum, { js, css }) => sum + js.sentUncompressed + css.sentUncompressed, 0);
  if (small)
    console.log(
      `  (${small} of these files, counted per page, travel uncompressed: below the build's 1 KiB compression threshold)`,
    );
}

function printLighthouse(pages) {
  console.log(
    `\n  ${pages[0].versions}, mobile defaults (emulated phone, simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs`,
  );
  printTable([
    [
      'page',
      'performance',
      '(range)',
      'LCP',
      'FCP',
      'CLS',
      'TBT',
      'benchmark index',
      'busy core: perf.',
      'TBT',
      '(range)',
    ],
    ...pages.map((page) => [
      page.path,
      page.performance,
      page.performanceRange,
      seconds(page.lcpMs),
      seconds(page.fcpMs),
      page.cls.toFixed(3),
      `${Math.round(page.tbtMs)} ms`,
      Math.round(page.benchmarkIndex),
      page.busy.performance,
      `${Math.round(page.busy.tbtMs)} ms`,
      page.busy.tbtRange,
    ]),
  ]);
  console.log(`  (busy core: median of ${RUNS} more runs per page while another process keeps one core busy)`);
  console.log("  (benchmark index: Lighthouse's measure of the machine's speed during the runs, higher is faster)");
  for (const warning of new Set(pages.flatMap((page) => page.warnings)))
    console.log(`  Lighthouse warning: ${warning}`);
}

function checkGoals(pages) {
  const missed = [];
  for (const page of pages) {
    if (page.performance < GOALS.performance)
      missed.push(`${page.path}: performance ${page.performance} < ${GOALS.performance}`);
    if (page.lcpMs > GOALS.lcpMs) missed.push(`${page.path}: LCP ${seconds(page.lcpMs)} > ${seconds(GOALS.lcpMs)}`);
    if (page.busy.tbtMs >= GOALS.busyTbtMs)
      missed.push(`${page.path}: TBT with a busy core ${Math.round(page.busy.tbtMs)} ms >= ${GOALS.busyTbtMs} ms`);
  }
  console.log(
    `\n  Goals (performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs / 1000} s, TBT with a busy core < ${GOALS.busyTbtMs} ms): ${missed.length ? `MISSED\n    ${missed.join('\n    ')}` : 'met'}`,
  );
  const overBudget = pages.filter(({ named }) => named.gzip > GOALS.namedJsGzip);
  if (overBudget.length)
    throw new Error(
      `JS over the budget of ${kib(GOALS.namedJsGzip)} KiB gzip: ${overBudget.map(({ path, named }) => `${path} ${kib(named.gzip)} KiB`).join(', ')}`,
    );
  console.log(`  Every page names at most ${kib(GOALS.namedJsGzip)} KiB gzip of JS.`);
  const withAdminCode = pages.filter(({ js, named }) =>
    [...js.contents, ...named.contents].some((content) => content.includes(ADMIN_CODE)),
  );
  if (withAdminCode.length)
    throw new Error(`react-admin code in the JS of ${withAdminCode.map((page) => page.path).join(', ')}`);
  console.log('  No react-admin code in the JS of these pages.');
}

/** The other half of the speed goals, measured by its own benchmark module once this one has cleaned up. */
async function measureCoursesApi() {
  const module = join(root, 'scripts/bench/courses-api.mjs');
  console.log('\n  GET /api/courses and a page against a plain node:http server sending the same answers:');
  if (!existsSync(module)) {
    console.log('    measured by `npm run bench -- courses`');
    return;
  }
  const courses = await import(pathToFileURL(module).href);
  await (courses.measure ?? courses.run)();
}

export async function run() {
  if (process.env.BENCH_SITE_SKIP_BUILD !== '1') buildSite();
  const environment = await openBenchEnvironment();
  try {
    await seedDemoData(environment);
    const api = await startApi(environment, { ...environment.processEnv, FRONTEND_DIR, LOG_LEVEL: 'warn' });
    const quiet = await waitForQuietMachine();
    console.log(`  load average before: ${load()} (${availableParallelism()} cores)`);
    const pages = [];
    for (const path of PAGES) pages.push(await measurePage(api.url, path));
    // The busy-core runs raise it themselves.
    console.log(`  load average after:  ${load()}`);
    if (!quiet)
      console.log(
        '  The machine was busy with other work: expect a lower performance score and a higher TBT than on a quiet one.',
      );
    printBytes(pages);
    printLighthouse(pages);
    checkGoals(pages);
  } finally {
    await environment.close();
  }
  await measureCoursesApi();
}
