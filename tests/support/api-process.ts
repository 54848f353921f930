import { ChildProcess, spawn } from 'node:child_process';
import { trackChild } from './test-processes';
import { compiledApiEntry, freePort } from './worker-process';

/** The real API (`node main.js`) of the compiled backend as a child process on a free port. */
export class ApiProcess {
  private output = '';
  readonly exited: Promise<number | null>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** Starts the API and waits until it listens. PUBLIC_URL is its own address unless `env` names one. */
  static async start(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [compiledApiEntry()], {
      env: { PATH: process.env.PATH ?? '', PUBLIC_URL: url, ...env, PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    const api = new ApiProcess(child, url);
    const deadline = Date.now() + timeoutMs;
    while (!api.output.includes('"msg":"API listening"')) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`API did not start:\n${api.output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return api;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get log(): string {
    return this.output;
  }

  async kill(signal: NodeJS.Signals): Promise<number | null> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }
}
