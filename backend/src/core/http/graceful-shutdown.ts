import { INestApplication } from '@nestjs/common';
import type { Server, ServerResponse } from 'node:http';
import { Logger } from 'pino';

/**
 * On SIGTERM/SIGINT the API stops accepting connections, lets in-flight requests finish (for at
 * most `graceMs`), ends live-update streams (browsers reconnect to another instance), closes its
 * pools and exits 0; 1 when requests had to be cut off.
 */
export function stopGracefullyOnSignals(app: INestApplication, logger: Logger, graceMs: number): void {
  const server = app.getHttpServer() as Server;
  const open = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      // A keep-alive connection whose last request just ended would otherwise hold the close.
      if (stopping) server.closeIdleConnections();
    });
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: open.size, graceMs }, 'API stopping: no new connections, finishing requests');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const response of open) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
      else if (String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) response.end();
    }
    let cutOff = false;
    const timer = setTimeout(() => {
      cutOff = true;
      logger.warn({ inFlight: open.size }, 'shutdown grace over: closing the remaining connections');
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearTimeout(timer);
    try {
      await app.close();
    } catch (error) {
      logger.error({ err: error }, 'closing the API failed');
      cutOff = true;
    }
    logger.info('API stopped');
    process.exit(cutOff ? 1 : 0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
