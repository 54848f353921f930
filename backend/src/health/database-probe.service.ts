import { Inject, Injectable } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ProbeResult, withinTimeout } from './probe';

/** Probes close together share one answer, so a flood of probes cannot load the database itself. */
const CACHE_MS = 1000;

/**
 * Checks the database over its own short-lived connection instead of the shared pool: a pool
 * busy with slow queries is a working instance, only a database that does not answer is not.
 */
@Injectable()
export class DatabaseProbe {
  private last?: { answeredAt?: number; result: Promise<ProbeResult> };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A probe still running, or answered less than a second ago, is shared instead of starting another. */
  check(): Promise<ProbeResult> {
    const last = this.last;
    if (last && (last.answeredAt === undefined || Date.now() - last.answeredAt < CACHE_MS)) return last.result;
    const entry: { answeredAt?: number; result: Promise<ProbeResult> } = {
      result: withinTimeout(() => this.selectOne(), this.config.healthCheckTimeoutMs),
    };
    void entry.result.then(() => {
      entry.answeredAt = Date.now();
    });
    this.last = entry;
    return entry.result;
  }

  private async selectOne(): Promise<void> {
    const timeoutMs = this.config.healthCheckTimeoutMs;
    const client = new Client({
      connectionString: this.config.database.url,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      application_name: 'medizinprodukteberater-health',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      void client.end().catch(() => undefined);
    }
  }
}
