import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { eventually } from './eventually';
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

  async start() {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const client = this.client();
    await eventually(async () => (await client.ping().catch(() => undefined)) === 'PONG', {
      timeoutMs: 10_000,
      what: 'Redis up',
    });
    client.disconnect();
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
    const running = this.process;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }
}
