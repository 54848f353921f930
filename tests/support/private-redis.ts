import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { eventually } from './eventually';
import { trackChild } from './test-processes';
import { freePort } from './worker-process';

/** A private throw-away Redis without persistence on a free port, to stop or slow down without disturbing anything else. */
export class PrivateRedis {
  private process?: ChildProcess;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server unless it runs: a second one on the same port would exit at once and leave this one untracked. */
  async start() {
    if (this.running) return;
    const server = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = server;
    trackChild(server);
    const client = this.client();
    try {
      await eventually(
        async () => {
          if (!this.running) throw new Error(`redis-server on port ${this.port} exited (${server.exitCode})`);
          return (await client.ping().catch(() => undefined)) === 'PONG';
        },
        { timeoutMs: 10_000, what: 'Redis up' },
      );
    } catch (error) {
      await this.stop();
      throw error;
    } finally {
      client.disconnect();
    }
  }

  get running(): boolean {
    return !!this.process && this.process.exitCode === null && this.process.signalCode === null;
  }

  /** A client of its own, e.g. to pause the server with CLIENT PAUSE. */
  client(): Redis {
    const client = new Redis({
      port: this.port,
      lazyConnect: true,
      retryStrategy: () => 50,
      maxRetriesPerRequest: null,
    });
    client.on('error', () => undefined);
    return client;
  }

  async stop() {
    const server = this.process;
    if (!server || !this.running) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGKILL');
    });
  }
}
