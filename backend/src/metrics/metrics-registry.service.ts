import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { registerDatabaseCollectors } from './database-collectors';
import { httpDurationHistogram } from './http-metrics';
import { registerPoolCollectors, registerQueueCollectors } from './runtime-collectors';

/** This process's Prometheus registry: Node.js runtime (event-loop lag included), pool, queues and the database gauges. */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(dataSource: DataSource, queues: QueueRegistry) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = httpDurationHistogram(this.registry);
    registerPoolCollectors(this.registry, dataSource);
    registerQueueCollectors(this.registry, queues);
    registerDatabaseCollectors(this.registry, dataSource);
  }
}
