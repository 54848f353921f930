import { Gauge, Registry } from 'prom-client';
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

/** Jobs per BullMQ queue and state, and the worker processes connected to each queue. */
export function registerQueueCollectors(registry: Registry, queues: QueueRegistry): void {
  const reachable = () =>
    queues.ping().then(
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
      await Promise.all(
        queues.all().map(async (queue) => {
          const counts = await queue.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      ).catch(() => this.reset());
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
      await Promise.all(
        queues.all().map(async (queue) => this.set({ queue: queue.name }, await queue.getWorkersCount())),
      ).catch(() => this.reset());
    },
  });
}
