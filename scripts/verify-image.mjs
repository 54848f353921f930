// Proves the Docker image without Docker: checks docker-compose.yml's production shape, lays out
// a directory exactly as the Dockerfile's final stage does (its COPY --from=build and RUN lines), checks it holds only built output and
// production dependencies, then starts the compose migrate command, the image's API command and
// the worker command from it as a non-root user against a scratch database and the local Redis.
//
//   npm run verify:image                 builds everything first (npm run build)
//   npm run verify:image -- --no-build   reuses the existing build output
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import pg from 'pg';
import { deleteRedisKeys } from './lib/redis-keys.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTAINER_ROOT = '/app';
const STEP_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} FinalStage
 * @property {string} workdir
 * @property {Record<string, string>} env
 * @property {{ sources: string[]; destination: string }[]} copies
 * @property {string[]} runs
 * @property {string | undefined} user
 * @property {string[] | undefined} cmd
 * @property {string[] | undefined} healthcheck
 */

/** The final stage of a Dockerfile: its WORKDIR, ENV, COPY --from=build, RUN, USER and CMD lines. */
export function finalStage(dockerfile) {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const start = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  /** @type {FinalStage} */
  const stage = {
    workdir: CONTAINER_ROOT,
    env: {},
    copies: [],
    runs: [],
    user: undefined,
    cmd: undefined,
    healthcheck: undefined,
  };
  for (const line of lines.slice(start + 1)) {
    const [, instruction, rest] = line.match(/^(\w+)\s+(.*)$/) ?? [];
    switch (instruction?.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = rest;
        break;
      case 'ENV':
        for (const [, key, value] of rest.matchAll(/(\w+)=(\S+)/g)) stage.env[key] = value;
        break;
      case 'COPY': {
        const words = rest.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='));
        if (from !== '--from=build')
          throw new Error(`final stage copies from somewhere other than the build stage: ${line}`);
        const paths = words.filter((word) => !word.startsWith('--'));
        const destination = paths.at(-1);
        if (paths.length < 2 || destination === undefined)
          throw new Error(`COPY without source or destination: ${line}`);
        stage.copies.push({ sources: paths.slice(0, -1), destination });
        break;
      }
      case 'RUN':
        stage.runs.push(rest.replace(/--mount=\S+\s+/g, ''));
        break;
      case 'USER':
        stage.user = rest;
        break;
      case 'CMD':
        stage.cmd = JSON.parse(rest);
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(rest.slice(rest.indexOf('CMD') + 3).trim());
        break;
    }
  }
  return stage;
}

/** Copies what the final stage's COPY lines copy, from the build output in the repository. */
export function layOut(stage, directory) {
  for (const { sources, destination } of stage.copies) {
    const target = destination.startsWith('/') ? destination : join(stage.workdir, destination);
    for (const source of sources) {
      const from = join(root, relative(CONTAINER_ROOT, source));
      if (!existsSync(from))
        throw new Error(`COPY source missing from the build output: ${source} (run npm run build)`);
      const into = join(directory, relative(CONTAINER_ROOT, target));
      const intoFile = target.endsWith('/') || sources.length > 1 ? join(into, source.split('/').at(-1)) : into;
      cpSync(from, intoFile, { recursive: true });
    }
  }
}

/** Paths in the laid-out directory that do not belong in an image: tests, TypeScript sources (also inside source maps). */
export function forbiddenFiles(directory) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const relativePath = relative(directory, path);
      if (entry.name === 'node_modules') continue;
      if (entry.isDirectory()) {
        if (['tests', 'test', '.git', 'scripts'].includes(entry.name)) found.push(`${relativePath}/`);
        else walk(path);
      } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !/\.d\.(ts|mts|cts)$/.test(entry.name)) {
        found.push(relativePath);
      } else if (entry.name === '.env') {
        found.push(relativePath);
      } else if (entry.name.endsWith('.map') && readFileSync(path, 'utf8').includes('"sourcesContent"')) {
        found.push(`${relativePath} (embeds its sources)`);
      }
    }
  };
  walk(directory);
  return found;
}

function parseCompose(text) {
  // yaml is a declared dependency of the frontend workspace.
  const yaml = createRequire(join(root, 'frontend/package.json'))('yaml');
  return yaml.parse(text, { merge: true });
}

/** What the compose file must hold to be the production example (docs/operations.md). */
export function composeProblems(compose, caddyfile) {
  const problems = [];
  const services = compose.services ?? {};
  const { postgres, redis, migrate, worker } = services;
  if (!postgres || !redis || !migrate || !worker) return ['services postgres, redis, migrate and worker are required'];
  for (const [name, service] of Object.entries({ postgres, redis }))
    if (service.ports?.length) problems.push(`${name} publishes ports`);
  if (postgres.environment?.POSTGRES_HOST_AUTH_METHOD) problems.push('postgres sets POSTGRES_HOST_AUTH_METHOD');
  if (!String(postgres.environment?.POSTGRES_PASSWORD ?? '').startsWith('${POSTGRES_PASSWORD'))
    problems.push('postgres password does not come from POSTGRES_PASSWORD');
  const redisCommand = (redis.command ?? []).join(' ');
  if (!redisCommand.includes('--appendonly yes') || !redisCommand.includes('--maxmemory-policy noeviction'))
    problems.push('redis lacks AOF or noeviction');
  const apis = Object.entries(services).filter(([, service]) => service.image === migrate.image && !service.command);
  if (apis.length < 2) problems.push('fewer than two API replicas');
  for (const [name] of apis)
    if (!caddyfile.includes(`${name}:3000`)) problems.push(`the proxy does not route to ${name}`);
  if ((worker.deploy?.replicas ?? 1) < 2) problems.push('fewer than two workers');
  for (const [name, service] of [...apis, ['worker', worker]]) {
    if (service.depends_on?.migrate?.condition !== 'service_completed_successfully')
      problems.push(`${name} does not wait for migrate`);
  }
  for (const [name, service] of Object.entries(services)) {
    const active = !service.profiles?.length;
    if (
      active &&
      name !== 'migrate' &&
      !['always', 'unless-stopped', 'on-failure'].some((policy) => String(service.restart).startsWith(policy))
    ) {
      problems.push(`${name} has no restart policy`);
    }
  }
  const published = Object.entries(services).filter(
    ([, service]) => !service.profiles?.length && service.ports?.length,
  );
  if (published.length !== 1) problems.push(`${published.length} services publish ports (expected only the proxy)`);
  return problems;
}

async function freePort() {
  const server = createServer();
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  await new Promise((resolve) => server.close(resolve));
  return address.port;
}

function nonRootIds() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

class Started {
  output = '';
  constructor(name, command, options) {
    this.name = name;
    this.child = spawn(command[0], command.slice(1), { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout.on('data', (chunk) => (this.output += chunk));
    this.child.stderr.on('data', (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop() {
    if (!this.running) return this.exited;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    const result = await this.exited;
    clearTimeout(timer);
    if (result.signal === 'SIGKILL') throw new Error(`${this.name} did not stop within 30 s of SIGTERM`);
    return result;
  }
}

async function until(description, check, child) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  /** @type {unknown} */
  let last;
  while (Date.now() < deadline) {
    if (child && !child.running)
      throw new Error(`${child.name} exited while waiting for ${description}:\n${child.output.slice(-3000)}`);
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `timed out waiting for ${description}${last ? ` (${last instanceof Error ? last.message : inspect(last)})` : ''}${child ? `:\n${child.output.slice(-3000)}` : ''}`,
  );
}

async function answer(url, accept) {
  const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(5000) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

function runHealthcheck(command, options, description) {
  const result = spawnSync(command[0], command.slice(1), { ...options, encoding: 'utf8', timeout: 10_000 });
  if (result.status !== 0) throw new Error(`${description} failed (exit ${result.status}): ${result.stderr}`);
}

/**
 * Lays out the final stage, checks its contents and starts its three commands; returns what it
 * checked. Throws with the reason at the first problem. Cleans up in every case.
 */
export async function verifyImage({
  dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8'),
  composeFile = readFileSync(join(root, 'docker-compose.yml'), 'utf8'),
  caddyfile = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8'),
  databaseAdminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  log = (line) => console.log(line),
  startProcesses = true,
} = {}) {
  const stage = finalStage(dockerfile);
  const compose = parseCompose(composeFile);
  const problems = composeProblems(compose, caddyfile);
  if (problems.length) throw new Error(`docker-compose.yml is not the production example: ${problems.join('; ')}`);
  const directory = mkdtempSync(join(tmpdir(), 'mpb-image-'));
  chmodSync(directory, 0o755);
  const runId = randomBytes(4).toString('hex');
  const databaseName = `mpb_image_${runId}`;
  const redisPrefix = `mpb_image_${runId}`;
  const started = [];
  let databaseCreated = false;
  try {
    layOut(stage, directory);
    const forbidden = forbiddenFiles(directory);
    if (forbidden.length) throw new Error(`final stage holds sources or tests: ${forbidden.slice(0, 10).join(', ')}`);
    log(`laid out ${stage.copies.length} COPY lines in ${directory}; no sources or tests`);

    for (const command of stage.runs) {
      log(`RUN ${command}`);
      const result = spawnSync('sh', ['-c', command], {
        cwd: directory,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (result.status !== 0) throw new Error(`RUN ${command} failed:\n${result.stdout}\n${result.stderr}`);
    }
    const devOnly = ['vitest', 'vite', '@swc/core', 'react-admin', '@mui/material', 'playwright-core'].filter((name) =>
      existsSync(join(directory, 'node_modules', name)),
    );
    if (devOnly.length) throw new Error(`final stage holds development or site-only packages: ${devOnly.join(', ')}`);
    if (!startProcesses) return { directory: null, checked: ['layout'] };

    const databaseUrl = databaseAdminUrl.replace(/\/[^/]*$/, `/${databaseName}`);
    const admin = new pg.Client({ connectionString: databaseAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    databaseCreated = true;
    await admin.end();

    const [apiPort, workerHealthPort] = [await freePort(), await freePort()];
    const toLayout = (value) => value.replace(new RegExp(`^${CONTAINER_ROOT}(?=/|$)`), directory);
    const env = {
      PATH: process.env.PATH,
      ...Object.fromEntries(Object.entries(stage.env).map(([key, value]) => [key, toLayout(value)])),
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_CHECKOUT: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1025',
      WORKER_HEALTH_PORT: String(workerHealthPort),
      LOG_LEVEL: 'info',
    };
    const user = stage.user && stage.user !== 'root' ? nonRootIds() : {};
    if (!stage.user || stage.user === 'root' || stage.user === '0')
      throw new Error('final stage runs as root (no USER line)');
    const options = { cwd: directory, env, ...user };

    const migrateCommand = compose.services.migrate.command;
    log(`migrate: ${migrateCommand.join(' ')}`);
    const migrate = new Started('migrate', migrateCommand, options);
    started.push(migrate);
    const migrated = await Promise.race([
      migrate.exited,
      new Promise((resolve) => setTimeout(() => resolve({ code: 'timeout' }), STEP_TIMEOUT_MS)),
    ]);
    if (migrated.code !== 0)
      throw new Error(`migrate command failed (${migrated.code ?? migrated.signal}):\n${migrate.output.slice(-3000)}`);

    if (!stage.cmd) throw new Error('final stage has no CMD');
    log(`api: ${stage.cmd.join(' ')} (as ${user.uid ?? process.getuid?.()})`);
    const api = new Started('api', stage.cmd, options);
    started.push(api);
    const base = `http://127.0.0.1:${apiPort}`;
    const live = await until('the API to answer', () => answer(`${base}/api/health/live`, 'application/json'), api);
    const checked = [];
    if (live.status === 404) {
      // Until the split health endpoints exist, the combined one stands in for both.
      const health = await answer(`${base}/api/health`, 'application/json');
      if (health.status !== 200) throw new Error(`/api/health answered ${health.status}: ${health.body}`);
      checked.push('/api/health');
    } else {
      if (live.status !== 200) throw new Error(`/api/health/live answered ${live.status}: ${live.body}`);
      const ready = await until(
        '/api/health/ready',
        async () => (await answer(`${base}/api/health/ready`, 'application/json')).status === 200,
        api,
      );
      if (!ready) throw new Error('/api/health/ready never answered 200');
      checked.push('/api/health/live', '/api/health/ready');
      if (!stage.healthcheck) throw new Error('final stage has no HEALTHCHECK');
      const apiCheck = stage.healthcheck.map((word) => word.replace('127.0.0.1:3000', `127.0.0.1:${apiPort}`));
      runHealthcheck(apiCheck, options, 'the image HEALTHCHECK');
      checked.push('HEALTHCHECK');
    }
    const page = await answer(`${base}/online-seminare`, 'text/html');
    if (page.status !== 200 || !page.body.includes('<html'))
      throw new Error(`/online-seminare answered ${page.status} ${page.type}`);
    const courses = await answer(`${base}/api/courses`, 'application/json');
    if (courses.status !== 200 || !courses.type.includes('json'))
      throw new Error(`/api/courses answered ${courses.status}: ${courses.body.slice(0, 300)}`);
    checked.push('/online-seminare', '/api/courses');
    log(`api answers ${checked.join(', ')}`);

    const workerCommand = compose.services.worker.command;
    log(`worker: ${workerCommand.join(' ')}`);
    const worker = new Started('worker', workerCommand, options);
    started.push(worker);
    await until('the worker to run', () => worker.output.includes('worker running'), worker);
    const workerCheck = compose.services.worker.healthcheck?.test?.slice(1);
    if (workerCheck && workerHasLivenessPort(directory)) {
      const command = workerCheck.map((word) => word.replace('127.0.0.1:3001', `127.0.0.1:${workerHealthPort}`));
      await until(
        'the worker HEALTHCHECK',
        () => spawnSync(command[0], command.slice(1), { ...options, timeout: 10_000 }).status === 0,
        worker,
      );
      checked.push('worker HEALTHCHECK');
    }
    checked.push('worker running');

    for (const child of [worker, api]) {
      const { code, signal } = await child.stop();
      log(`${child.name} stopped after SIGTERM (${signal ?? `exit ${code}`})`);
    }
    checked.push('SIGTERM');
    return { checked };
  } finally {
    for (const child of started) if (child.running) child.child.kill('SIGKILL');
    await Promise.all(started.map((child) => child.exited));
    rmSync(directory, { recursive: true, force: true });
    if (databaseCreated) {
      const admin = new pg.Client({ connectionString: databaseAdminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    await deleteRedisKeys(redisUrl, redisPrefix);
  }
}

/** Whether the built backend opens a worker liveness port (WORKER_HEALTH_PORT) yet. */
function workerHasLivenessPort(directory) {
  const mentions = (folder) =>
    readdirSync(folder, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? mentions(join(folder, entry.name))
        : entry.name.endsWith('.js') && readFileSync(join(folder, entry.name), 'utf8').includes('WORKER_HEALTH_PORT'),
    );
  return mentions(join(directory, 'backend/dist/backend/src'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  verifyImage()
    .then(({ checked }) =>
      console.log(`image verified in ${Math.round((Date.now() - started) / 1000)} s: ${checked.join(', ')}`),
    )
    .catch((error) => {
      console.error(`image check failed: ${error.message}`);
      process.exit(1);
    });
}
