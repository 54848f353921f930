import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { MetricsRegistry } from './metrics-registry.service';
import { METRICS_PATH, presentsMetricsToken } from './metrics-access';

/** The worker has no HTTP API: it serves /metrics on its own small port (METRICS_PORT), only when METRICS_TOKEN is set. */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly metrics: MetricsRegistry,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.metrics.token) return;
    this.server = createServer((request, response) => void this.answer(request, response));
    this.server.listen(this.config.metrics.workerPort);
    await once(this.server, 'listening');
    this.logger.info({ port: this.port() }, 'worker metrics listening');
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0];
    if (
      request.method !== 'GET' ||
      path !== METRICS_PATH ||
      !presentsMetricsToken(request.headers.authorization, this.config.metrics.token)
    ) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await this.metrics.registry.metrics();
      response
        .writeHead(200, { 'Content-Type': this.metrics.registry.contentType, 'Cache-Control': 'no-store' })
        .end(body);
    } catch (error) {
      this.logger.error({ err: error }, 'metrics scrape failed');
      response.writeHead(500).end();
    }
  }

  /** The port actually bound (METRICS_PORT=0 picks a free one); undefined when metrics are off. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}
