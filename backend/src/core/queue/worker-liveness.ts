import { createServer, Server } from 'node:http';
import { Logger } from 'pino';
import { QueueLiveness } from './job-worker.service';

/**
 * The worker's own liveness for the container runtime: GET /live answers 200 while every queue's
 * BullMQ worker runs on a ready Redis connection, otherwise 503 naming what is lost.
 */
export async function serveWorkerLiveness(
  port: number,
  liveness: () => QueueLiveness,
  logger: Logger,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/live') {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Nicht gefunden' }));
      return;
    }
    const queues = liveness();
    const up = Object.values(queues).every((state) => state === 'up');
    response.writeHead(up ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ status: up ? 'ok' : 'down', queues }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  logger.info({ port }, 'worker liveness on GET /live');
  return server;
}
