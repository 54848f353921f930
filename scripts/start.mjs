// Starts the whole product locally: checks PostgreSQL and Redis, builds, migrates, seeds demo
// data into an empty database, then runs the mail catcher, the API (serving the site) and a worker.
// With --dev the site runs on Vite's dev server (instant reload) instead of the prerendered build.
// Outside production their JSON log lines are printed readably; the table of addresses comes once
// API and worker run and the first burst of lines (the demo data's mails) is over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prettyFactory } from 'pino-pretty';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

/** @type {NodeJS.ProcessEnv & Record<'PORT' | 'DATABASE_URL' | 'REDIS_URL' | 'SMTP_PORT' | 'MAIL_INBOX_URL' | 'FRONTEND_DIR', string>} */
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medizinprodukteberater',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SMTP_PORT: process.env.SMTP_PORT ?? '1025',
  MAIL_INBOX_URL: process.env.MAIL_INBOX_URL ?? 'http://localhost:1080',
  FRONTEND_DIR: process.env.FRONTEND_DIR ?? join(root, 'frontend/build/client'),
};
// With --dev the browser talks to Vite, which proxies /api: cookie-authenticated writes must come
// from PUBLIC_URL's origin (CSRF check), so that is Vite's address then.
env.PUBLIC_URL ??= process.argv.includes('--dev') ? 'http://localhost:5173' : `http://localhost:${env.PORT}`;
if (env.NODE_ENV !== 'production') {
  // The local demo's admin signs in by magic link alone; production refuses ADMIN_TOTP=off.
  env.ADMIN_EMAILS ||= 'admin@example.de';
  env.ADMIN_TOTP ||= 'off';
  // The demo offers paying on invoice, with the standard example account of the German banks' documentation.
  if (!env.PAY_ON_INVOICE) {
    env.PAY_ON_INVOICE = 'true';
    env.SITE_BANK_ACCOUNT_HOLDER ||= 'Beispiel Medical Consulting GmbH';
    env.SITE_BANK_IBAN ||= 'DE89370400440532013000';
    env.SITE_BANK_BIC ||= 'COBADEFFXXX';
  }
}
const dist = join(root, 'backend/dist/backend/src');
const devMode = process.argv.includes('--dev');
/** Production keeps the JSON lines a log collector reads. */
const readable =
  env.NODE_ENV !== 'production'
    ? prettyFactory({
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,name,service',
        messageFormat: '{service}: {msg}',
        singleLine: true,
      })
    : undefined;
/** Once API and worker are up, the table follows the first pause this long in their output (or comes after the longer wait). */
const SETTLED_MS = 1500;
const SETTLED_AT_THE_LATEST_MS = 20_000;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function ensureDatabase() {
  const target = new URL(env.DATABASE_URL);
  const databaseName = target.pathname.slice(1);
  const admin = new URL(env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    fail(
      `PostgreSQL is not reachable at ${target.host} (${error instanceof Error ? error.message : String(error)}).\n` +
        `  Start it, e.g. "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"\n` +
        `  or "docker compose up -d postgres", or set DATABASE_URL.`,
    );
  }
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
  if (!rowCount) await client.query(`CREATE DATABASE "${databaseName.replace(/"/g, '')}"`);
  await client.end();
}

async function ensureRedis() {
  const { hostname, port } = new URL(env.REDIS_URL);
  const reachable = await new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 3000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => socket.destroy() && resolve(false));
  });
  if (!reachable) {
    fail(
      `Redis is not reachable at ${hostname}:${port || 6379}.\n` +
        `  Start it, e.g. "redis-server --daemonize yes" or "docker compose up -d redis", or set REDIS_URL.`,
    );
  }
}

/**
 * @param {string} line
 * @param {NodeJS.WriteStream} stream
 */
function show(line, stream) {
  stream.write(readable && line.startsWith('{') ? readable(line) : `${line}\n`);
}

/**
 * Runs a step to its end; with `logs`, its output is printed line by line as the children's is.
 * @param {string} command
 * @param {string[]} args
 * @param {string} label
 * @param {{ logs?: boolean }} [options]
 */
function run(command, args, label, { logs = false } = {}) {
  console.log(`→ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    stdio: logs ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  if (logs) {
    for (const line of result.stdout.split('\n').filter(Boolean)) show(line, process.stdout);
    for (const line of result.stderr.split('\n').filter(Boolean)) show(line, process.stderr);
  }
  if (result.status !== 0) fail(`${label} failed.`);
}

/** Log messages that say a child is up; the table waits for them. */
const READY = new Set(['API listening', 'worker running']);
const ready = new Set();
/** @type {NodeJS.Timeout | undefined} */
let settling;
let tablePrinted = false;

/** @param {string} line */
function noticeStartUp(line) {
  if (tablePrinted) return;
  if (line.startsWith('{')) {
    try {
      const { msg } = JSON.parse(line);
      if (READY.has(msg)) ready.add(msg);
    } catch {
      // not a log line
    }
  }
  if (ready.size < READY.size) return;
  if (!settling) setTimeout(printTable, SETTLED_AT_THE_LATEST_MS);
  clearTimeout(settling);
  settling = setTimeout(printTable, SETTLED_MS);
}

/** @type {{ child: import('node:child_process').ChildProcess; closed: Promise<void> }[]} */
const children = [];
/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function startChild(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [output, stream] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    createInterface({ input: output }).on('line', (line) => {
      show(line, stream);
      noticeStartUp(line);
    });
  }
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`✖ ${name} stopped (${signal ?? code}); shutting down.`);
      shutdown(1);
    }
  });
  // 'close' comes once its output is read to the end, its last lines (stopping) printed.
  children.push({ child, closed: new Promise((resolve) => child.once('close', () => resolve())) });
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const { child } of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  void Promise.all(children.map(({ closed }) => closed)).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

await ensureDatabase();
await ensureRedis();
if (devMode) {
  run(
    'npm',
    ['run', 'build', '--silent', '-w', 'domain', '-w', 'emails', '-w', 'backend'],
    'Building e-mails and backend',
  );
  // The admin is served by the API in dev mode too; the site's dev server hands /admin over.
  run('npm', ['run', 'build:admin', '--silent', '-w', 'frontend'], 'Building the admin');
} else {
  run('npm', ['run', 'build', '--silent'], 'Building e-mails, backend and site');
}
// Migrating is a step of its own (as `npm run migrate`), before the API and worker start.
run(process.execPath, [join(dist, 'core/database/migrate.js'), 'run'], 'Migrating the database', { logs: true });
run(process.execPath, [join(dist, 'seed/seed.js')], 'Seeding demo data (only into an empty database)', {
  logs: true,
});

const inbox = new URL(env.MAIL_INBOX_URL);
startChild('mail catcher', process.execPath, [
  join(root, 'node_modules/maildev/bin/maildev'),
  '--smtp',
  env.SMTP_PORT,
  '--web',
  inbox.port || '1080',
  '--ip',
  '127.0.0.1',
  '--silent',
]);
startChild('API', process.execPath, ['--enable-source-maps', join(dist, 'main.js')]);
startChild('worker', process.execPath, ['--enable-source-maps', join(dist, 'worker.js')]);
const siteUrl = devMode ? 'http://localhost:5173' : env.PUBLIC_URL;
if (devMode)
  startChild('site dev server', 'npm', [
    'run',
    'dev',
    '--silent',
    '-w',
    'frontend',
    '--',
    '--port',
    '5173',
    '--strictPort',
  ]);

function printTable() {
  if (tablePrinted || shuttingDown) return;
  tablePrinted = true;
  clearTimeout(settling);
  console.log(`
  Site:            ${siteUrl}/
  Courses:         ${siteUrl}/online-seminare
  Admin:           ${siteUrl}/admin
  API docs:        ${env.PUBLIC_URL}/api/docs
  Health:          ${env.PUBLIC_URL}/api/health
  Worker health:   http://localhost:${env.WORKER_HEALTH_PORT ?? '3001'}/live and /ready
  Mail inbox:      ${env.MAIL_INBOX_URL}

  Admin sign-in:   open ${siteUrl}/admin, enter ${(env.ADMIN_EMAILS || '(set ADMIN_EMAILS)').split(',')[0].trim()} and press
                   'Magic Link senden'; the link arrives in the mail inbox (${env.MAIL_INBOX_URL}).
                   Second factor (TOTP): ${env.ADMIN_TOTP === 'off' ? 'off for this local demo (ADMIN_TOTP=off)' : 'on'}.
  Queue dashboard: ${siteUrl}/admin/queues (admins only)

  Press Ctrl+C to stop.
`);
}
