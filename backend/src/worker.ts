import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Server } from 'node:http';
import { loadConfig } from './core/config/app-config';
import { createLogger, PinoNestLogger } from './core/logging/logger';
import { JobWorkerService } from './core/queue/job-worker.service';
import { DatabaseProbe } from './health/database-probe.service';
import { serveWorkerHealth } from './health/worker-health';
import { WorkerModule } from './worker.module';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
  });
  let health: Server | undefined;
  // SIGTERM: the BullMQ workers take no new jobs and wait for their active ones (at most the grace).
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'worker stopping: finishing running jobs');
    const timer = setTimeout(() => {
      logger.warn('shutdown grace over: exiting with jobs still running (they run again elsewhere)');
      process.exit(1);
    }, config.shutdownGraceMs);
    await app.close();
    health?.close();
    clearTimeout(timer);
    logger.info('worker stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  if (config.workerHealthPort) {
    const jobs = app.get(JobWorkerService);
    const database = new DatabaseProbe(config);
    health = await serveWorkerHealth(
      config.workerHealthPort,
      { queues: () => jobs.queueLiveness(), database: () => database.check(), stopping: () => stopping },
      logger,
    );
  }
  logger.info('worker running');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
