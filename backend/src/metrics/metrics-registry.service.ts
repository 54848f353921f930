import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { registerDatabaseCollectors } from './database-collectors';
import { httpDurationHistogram } from './http-metrics';
import { MetricsRepository } from './metrics.repository';
import { registerPoolCollectors, registerQueueCollectors } from './runtime-collectors';

/**
 * This process's Prometheus registry: Node.js runtime (event-loop lag included), pool, queues and
 * the database gauges. Empty while METRICS_TOKEN is unset, as nobody can scrape it then.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Counted by the process that expires them, after the commit: the database keeps no record of one. */
  readonly waitlistOffersExpired: Counter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, metrics: MetricsRepository, queues: QueueRegistry) {
    this.httpDuration = httpDurationHistogram(this.registry);
    this.waitlistOffersExpired = new Counter({
      name: 'mpb_waitlist_offers_expired_total',
      help: 'Waitlist offers this process ended unused after their 24 hours.',
      registers: [this.registry],
    });
    if (!config.metrics.token) return;
    collectDefaultMetrics({ register: this.registry });
    registerPoolCollectors(this.registry, metrics);
    registerQueueCollectors(this.registry, queues);
    registerDatabaseCollectors(this.registry, metrics);
  }
}
