import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';
import { eventually } from './eventually';

/** A private throw-away Redis without persistence, so stopping it disturbs nothing else and loses its data. */
export class PrivateRedis {
  private process?: ChildProcess;
  constructor(readonly port: number) {}

  async start() {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const client = new Redis({ port: this.port, lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    client.on('error', () => undefined);
    await eventually(async () => (await client.ping().catch(() => undefined)) === 'PONG', { timeoutMs: 10_000, what: 'Redis up' });
    client.disconnect();
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
