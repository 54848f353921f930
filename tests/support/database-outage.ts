import { Client } from 'pg';
import { eventually } from './eventually';

/**
 * A real outage of one test app's database: every connection cut and new ones refused until
 * `restore`. `holdBooking` first keeps a booking row locked, so the outage can be timed to hit
 * exactly while the app is confirming that booking.
 */
export class DatabaseOutage {
  private blocker: Client | undefined;
  private blockerPid: number | undefined;

  private constructor(
    private readonly databaseUrl: string,
    private readonly admin: Client,
    readonly database: string,
  ) {}

  static async of(databaseUrl: string): Promise<DatabaseOutage> {
    const admin = new Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    return new DatabaseOutage(databaseUrl, admin, new URL(databaseUrl).pathname.slice(1));
  }

  async holdBooking(bookingId: string): Promise<void> {
    this.blocker = new Client({ connectionString: this.databaseUrl });
    this.blocker.on('error', () => undefined);
    await this.blocker.connect();
    this.blockerPid = (await this.blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    await this.blocker.query('BEGIN');
    await this.blocker.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [bookingId]);
  }

  /** Waits until the app waits for the held booking row (its confirmation has begun). */
  async waitUntilBookingWanted(): Promise<void> {
    await eventually(
      async () => {
        const { rows } = await this.admin.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = $1 AND $2 = ANY(pg_blocking_pids(pid))`,
          [this.database, this.blockerPid],
        );
        return rows[0].waiting > 0;
      },
      { what: 'the app waiting for the held booking row', timeoutMs: 30_000 },
    );
  }

  /** A query on the held connection, before the outage. */
  async query<T = Record<string, unknown>>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return (await this.blocker!.query(sql, parameters)).rows;
  }

  async begin(): Promise<void> {
    await this.admin.query(`ALTER DATABASE ${this.database} ALLOW_CONNECTIONS false`);
    await this.admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [
      this.database,
    ]);
    await this.blocker?.end().catch(() => undefined);
    this.blocker = undefined;
  }

  async restore(): Promise<void> {
    await this.admin.query(`ALTER DATABASE ${this.database} ALLOW_CONNECTIONS true`);
  }

  async close(): Promise<void> {
    await this.restore().catch(() => undefined);
    await this.blocker?.end().catch(() => undefined);
    await this.admin.end();
  }
}
