import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { freePort } from './worker-process';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL server of its own (Debian's binaries, run as the postgres user when the
 * tests run as root), so a test can stop and start it without disturbing anyone else's database.
 */
export class PostgresCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  /** Creates, starts and migrates a cluster with one database `mpb`. */
  static async create(): Promise<PostgresCluster> {
    const version = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0];
    const dir = mkdtempSync(join(tmpdir(), 'mpb-pg-'));
    if (process.getuid?.() === 0) chownSync(dir, ...postgresIds());
    const cluster = new PostgresCluster(`/usr/lib/postgresql/${version}/bin`, dir, await freePort());
    await cluster.pg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE mpb');
    await admin.end();
    const dataSource = new DataSource(dataSourceOptions(cluster.url(), 2));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    return cluster;
  }

  url(database = 'mpb'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    await this.pg('pg_ctl', ['start', '-w', '-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), '-o', options]);
  }

  /** `pg_ctl stop -m fast`: open connections are ended, as in a real restart. */
  async stop(): Promise<void> {
    await this.pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', join(this.dir, 'data')]);
  }

  async remove(): Promise<void> {
    await this.pg('pg_ctl', ['stop', '-w', '-m', 'immediate', '-D', join(this.dir, 'data')]).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async pg(tool: string, args: string[]) {
    const command = join(this.bin, tool);
    if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, args);
  }
}

function postgresIds(): [number, number] {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return [Number(uid), Number(gid)];
}
