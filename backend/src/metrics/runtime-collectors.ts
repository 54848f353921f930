import { Gauge, Registry } from 'prom-client';
import { withinDeadline } from '../core/async/within-deadline';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { MetricsRepository } from './metrics.repository';

/** This process's connection pool: connections checked out, and requests waiting for one. */
export function registerPoolCollectors(registry: Registry, metrics: MetricsRepository): void {
  const pool = () => metrics.poolUsage();
  new Gauge({
    name: 'mpb_db_pool_in_use',
    help: 'Database connections of this process in use.',
    registers: [registry],
    collect() {
      const current = pool();
      if (current) this.set(current.totalCount - current.idleCount);
    },
  });
  new Gauge({
    name: 'mpb_db_pool_waiting',
    help: 'Queries of this process waiting for a free database connection.',
    registers: [registry],
    collect() {
      const current = pool();
      if (current) this.set(current.waitingCount);
    },
  });
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** Well inside a scrape's timeout (Prometheus: 10 s by default). */
const REDIS_READ_DEADLINE_MS = 2000;

/**
 * Jobs per BullMQ queue and state, and the worker processes connected to each queue. Left out of
 * the scrape while Redis is lost or does not answer in time, so the other metrics still arrive.
 */
export function registerQueueCollectors(registry: Registry, queues: QueueRegistry): void {
  const reachable = () =>
    withinDeadline(queues.ping(), REDIS_READ_DEADLINE_MS, 'Redis').then(
      () => true,
      () => false,
    );
  new Gauge({
    name: 'mpb_queue_jobs',
    help: 'Jobs per queue and state (failed: given up after all attempts, kept for inspection).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!(await reachable())) return;
      await withinDeadline(
        Promise.all(queues.all().map(async (queue) => ({ queue, counts: await queue.getJobCounts(...JOB_STATES) }))),
        REDIS_READ_DEADLINE_MS,
        'Redis',
      ).then(
        (all) => {
          for (const { queue, counts } of all)
            for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        },
        () => undefined,
      );
    },
  });
  new Gauge({
    name: 'mpb_queue_workers',
    help: 'Worker processes connected to each queue.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!(await reachable())) return;
      await withinDeadline(
        Promise.all(queues.all().map(async (queue) => ({ queue, workers: await queue.getWorkersCount() }))),
        REDIS_READ_DEADLINE_MS,
        'Redis',
      ).then(
        (all) => {
          for (const { queue, workers } of all) this.set({ queue: queue.name }, workers);
        },
        () => undefined,
      );
    },
  });
}
