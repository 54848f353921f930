import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { sweepOrphanedProcesses } from '../support/test-processes';

const script = fileURLToPath(new URL('../support/servers-test-process.mjs', import.meta.url));

interface Started {
  redisPort: number;
  postgresPort: number;
  postgresDirectory: string;
}

/** A test process outside Vitest that starts a private Redis and PostgreSQL and ends as `mode` says (servers-test-process.mjs). */
function startTestProcess(mode: 'fail' | 'hang' | 'pass') {
  const child = spawn(process.execPath, [script, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = eventually(
    () => {
      const line = output.split('\n').find((text) => text.startsWith('{"redisPort"'));
      if (!line && child.exitCode !== null) throw new Error(`the test process ended early:\n${output}`);
      return line ? (JSON.parse(line) as Started) : undefined;
    },
    { timeoutMs: 60_000, what: 'the servers started' },
  );
  return { child, started, exited, output: () => output };
}

/** The command lines of the Redis and PostgreSQL server processes on those ports, if any still run. */
function serversOf({ redisPort, postgresPort }: Started): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')];
      } catch {
        return [];
      }
    })
    .filter(
      (command) =>
        (command.startsWith('redis-server') &&
          (command.includes(`:${redisPort}`) || command.includes(`--port ${redisPort} `))) ||
        (command.includes('/bin/postgres') && command.includes(`-p ${postgresPort} `)),
    );
}

async function expectAllEnded(started: Started) {
  await eventually(() => serversOf(started).length === 0 && !existsSync(started.postgresDirectory), {
    what: `no server left (${serversOf(started).join('; ')})`,
  });
}

describe('servers a test starts end with it', () => {
  let running: ReturnType<typeof startTestProcess>['child'] | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
    running = undefined;
  });

  it('stops its Redis and PostgreSQL when the test stops them, also after Redis was started twice', async () => {
    const testProcess = startTestProcess('pass');
    running = testProcess.child;
    const started = await testProcess.started;
    expect(testProcess.child.exitCode).toBeNull();
    expect(serversOf(started)).toEqual([]);
    expect(existsSync(started.postgresDirectory)).toBe(false);
  });

  it('ends them when the test process fails with an error', async () => {
    const testProcess = startTestProcess('fail');
    running = testProcess.child;
    const started = await testProcess.started;
    expect(await testProcess.exited, testProcess.output()).toBe(1);
    await expectAllEnded(started);
  });

  it('ends them when the test process is told to stop (SIGTERM, as Vitest ends its workers)', async () => {
    const testProcess = startTestProcess('hang');
    running = testProcess.child;
    const started = await testProcess.started;
    expect(serversOf(started)).toHaveLength(2);
    testProcess.child.kill('SIGTERM');
    await testProcess.exited;
    expect(testProcess.child.signalCode).toBe('SIGTERM');
    await expectAllEnded(started);
  });

  it('ends them in the sweep after the test process was killed outright', async () => {
    const testProcess = startTestProcess('hang');
    running = testProcess.child;
    const started = await testProcess.started;
    testProcess.child.kill('SIGKILL');
    await testProcess.exited;
    expect(serversOf(started)).toHaveLength(2);

    expect(sweepOrphanedProcesses()).toBeGreaterThanOrEqual(2);
    await expectAllEnded(started);
  });
});
