import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/src/core/database/data-source-options';
import { trackProcess, untrackProcess } from './test-processes';
import { freePort } from './worker-process';

const run = promisify(execFile);
const OWNER = 'postgres';

/** Debian's PostgreSQL binaries (the newest installed major version). */
function binary(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return `/usr/lib/postgresql/${versions[0]}/bin/${name}`;
}

/**
 * A throw-away PostgreSQL cluster of its own (temp directory, free port), so a test may stop and
 * restart it without disturbing the shared server. Runs as the postgres user when started by root.
 */
export class PrivatePostgres {
  private postmaster?: number;

  private constructor(
    private readonly directory: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PrivatePostgres> {
    const directory = mkdtempSync(join(tmpdir(), 'mpb-pg-'));
    const cluster = new PrivatePostgres(directory, await freePort());
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', OWNER]);
      const { stdout: group } = await run('id', ['-g', OWNER]);
      chownSync(directory, Number(stdout.trim()), Number(group.trim()));
    }
    await cluster.pg('initdb', [
      '-D',
      cluster.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-locale',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await cluster.start();
    return cluster;
  }

  private get dataDir() {
    return join(this.directory, 'data');
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** A new database with every migration applied. */
  async migratedDatabase(name: string): Promise<string> {
    const admin = new Client({ connectionString: this.url('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dataSource = new DataSource(dataSourceOptions(this.url(name), 2));
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    return this.url(name);
  }

  async start() {
    const options = `-p ${this.port} -k ${this.directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await this.pg('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      join(this.directory, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    // The server detaches from pg_ctl: should this process end without remove(), the cluster ends with it.
    this.postmaster = Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    trackProcess(this.postmaster, { signal: 'SIGQUIT', directory: this.directory });
  }

  /** Stops at once, as a restart does: open connections are ended, open transactions rolled back. */
  async stop() {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    if (this.postmaster) untrackProcess(this.postmaster);
    this.postmaster = undefined;
  }

  async remove() {
    await this.stop().catch(() => undefined);
    rmSync(this.directory, { recursive: true, force: true });
  }

  private async pg(name: string, args: string[]) {
    const asOwner = process.getuid?.() === 0;
    await run(asOwner ? 'runuser' : binary(name), asOwner ? ['-u', OWNER, '--', binary(name), ...args] : args, {
      cwd: this.directory,
    });
  }
}
