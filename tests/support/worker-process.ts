import { ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { compileBackend } from '../../scripts/lib/compile-backend.mjs';
import { trackChild } from './test-processes';

let compiled: ReturnType<typeof compileBackend> | undefined;

/** Compiles the backend once per test file (into .tmp/) and returns the worker entry point. */
export function compiledWorkerEntry(): string {
  compiled ??= compileBackend();
  return compiled.workerEntry;
}

/** The API entry point (`main.js`) of the same compiled backend. */
export function compiledApiEntry(): string {
  return compiledWorkerEntry().replace(/worker\.js$/, 'main.js');
}

export function removeCompiledWorker() {
  if (compiled) rmSync(compiled.outDir, { recursive: true, force: true });
  compiled = undefined;
}

/** The real worker (`node worker.js`) as a child process with the given environment. */
export class WorkerProcess {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** Starts the worker and waits until it says it is running. */
  static async start(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
    const child = spawn(process.execPath, [compiledWorkerEntry()], {
      // No health port unless a test asks for one: several workers may run side by side.
      env: { PATH: process.env.PATH ?? '', WORKER_HEALTH_PORT: '0', ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    const worker = new WorkerProcess(child);
    const deadline = Date.now() + timeoutMs;
    while (!worker.output.includes('"msg":"worker running"')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`worker did not start:\n${worker.output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return worker;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get log(): string {
    return this.output;
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

/** A free local TCP port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
