import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every server a test starts (Redis, PostgreSQL, API, worker) is written down here with the process
 * that started it, so it ends with that process: on exit, on SIGTERM (how Vitest ends its workers),
 * and, should that process die without a word, in the next global teardown's sweep.
 */
const REGISTRY = fileURLToPath(new URL('../../.tmp/test-processes/', import.meta.url));

interface TrackedProcess {
  pid: number;
  /** From /proc: tells the process apart from a later one that got the same pid. */
  startTime: string;
  owner: number;
  ownerStartTime: string;
  /** How to end it: SIGKILL, or SIGQUIT for PostgreSQL's immediate shutdown. */
  signal: NodeJS.Signals;
  /** Removed once the process has ended. */
  directory?: string;
}

const owned = new Map<number, TrackedProcess>();

/** The process's start time, or undefined once it has ended (a zombie has ended too). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: state first, start time 20th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    return undefined;
  }
}

const isRunning = (pid: number, startTime: string) => startTimeOf(pid) === startTime;

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Synchronous, as it also runs in an 'exit' handler. */
function end(entry: TrackedProcess) {
  if (isRunning(entry.pid, entry.startTime)) {
    try {
      process.kill(entry.pid, entry.signal);
    } catch {
      // ended meanwhile
    }
  }
  if (!entry.directory) return;
  for (let waited = 0; waited < 10_000 && isRunning(entry.pid, entry.startTime); waited += 50) sleepSync(50);
  rmSync(entry.directory, { recursive: true, force: true });
}

function endOwned() {
  for (const entry of owned.values()) {
    end(entry);
    untrackProcess(entry.pid);
  }
}

let hooked = false;
function endOwnedWithThisProcess() {
  if (hooked) return;
  hooked = true;
  process.on('exit', endOwned);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      endOwned();
      // Without another listener the signal ends the process, as it would have without this one.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Ends the process (by `signal`, default SIGKILL) together with this one, unless untracked before. */
export function trackProcess(pid: number, options: { signal?: NodeJS.Signals; directory?: string } = {}) {
  const startTime = startTimeOf(pid);
  if (!startTime) return;
  const entry: TrackedProcess = {
    pid,
    startTime,
    owner: process.pid,
    ownerStartTime: startTimeOf(process.pid)!,
    signal: options.signal ?? 'SIGKILL',
    directory: options.directory,
  };
  mkdirSync(REGISTRY, { recursive: true });
  writeFileSync(join(REGISTRY, `${pid}.json`), JSON.stringify(entry));
  owned.set(pid, entry);
  endOwnedWithThisProcess();
}

export function untrackProcess(pid: number) {
  owned.delete(pid);
  rmSync(join(REGISTRY, `${pid}.json`), { force: true });
}

/** Tracks a child process until it exits. */
export function trackChild(child: ChildProcess) {
  const pid = child.pid;
  if (pid === undefined) return;
  trackProcess(pid);
  child.once('exit', () => untrackProcess(pid));
}

/** Ends every tracked process whose owner has died; returns how many were still running. */
export function sweepOrphanedProcesses(): number {
  if (!existsSync(REGISTRY)) return 0;
  let ended = 0;
  for (const file of readdirSync(REGISTRY)) {
    let entry: TrackedProcess;
    try {
      entry = JSON.parse(readFileSync(join(REGISTRY, file), 'utf8'));
    } catch {
      continue;
    }
    if (isRunning(entry.owner, entry.ownerStartTime)) continue;
    if (isRunning(entry.pid, entry.startTime)) ended += 1;
    end(entry);
    rmSync(join(REGISTRY, file), { force: true });
  }
  return ended;
}
