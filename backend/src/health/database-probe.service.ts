import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { selectOneOnOwnConnection } from '../core/database/select-one';
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

  private selectOne(): Promise<void> {
    const { database, healthCheckTimeoutMs } = this.config;
    return selectOneOnOwnConnection(database.url, healthCheckTimeoutMs, 'medizinprodukteberater-health');
  }
}
