import { createServer, Server, ServerResponse } from 'node:http';
import { Logger } from 'pino';
import type { QueueLiveness } from '../core/queue/job-worker.service';
import { NOT_READY_RETRY_AFTER_SECONDS, ProbeResult } from './probe';

export interface WorkerHealthSources {
  queues: () => QueueLiveness;
  database: () => Promise<ProbeResult>;
  stopping: () => boolean;
}

/**
 * The worker's health for the container runtime, on its own port.
 * GET /live is about the process only: a restart helps a worker that is stuck or lost a queue's
 * BullMQ worker, never one waiting for Redis or PostgreSQL (it reconnects by itself), so their
 * outage does not count. GET /ready says whether the worker can take jobs now: 503 with
 * Retry-After while Redis or PostgreSQL is unreachable or the worker shuts down.
 */
export async function serveWorkerHealth(port: number, sources: WorkerHealthSources, logger: Logger): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.method === 'GET' ? request.url?.split('?')[0] : undefined;
    if (path === '/live') return answer(response, live(sources));
    if (path === '/ready') return void ready(sources).then((result) => answer(response, result));
    answer(response, { status: 404, body: { error: 'Nicht gefunden' } });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  logger.info({ port }, 'worker health on GET /live and GET /ready');
  return server;
}

interface HealthAnswer {
  status: number;
  body: object;
  retryAfter?: number;
}

function live({ queues, stopping }: WorkerHealthSources): HealthAnswer {
  const states = queues();
  const alive = !stopping() && Object.values(states).every((state) => state !== 'stopped');
  return { status: alive ? 200 : 503, body: { status: alive ? 'ok' : 'down', queues: states } };
}

async function ready({ queues, database, stopping }: WorkerHealthSources): Promise<HealthAnswer> {
  const states = queues();
  const redis: ProbeResult = Object.values(states).includes('redis-disconnected') ? 'down' : 'up';
  const databaseState = await database();
  const isReady = !stopping() && databaseState === 'up' && Object.values(states).every((state) => state === 'up');
  return {
    status: isReady ? 200 : 503,
    body: { status: isReady ? 'ok' : 'error', database: databaseState, redis, queues: states },
    retryAfter: isReady ? undefined : NOT_READY_RETRY_AFTER_SECONDS,
  };
}

function answer(response: ServerResponse, { status, body, retryAfter }: HealthAnswer) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
  });
  response.end(JSON.stringify(body));
}
