import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './core/config/app-config';
import { createLogger, PinoNestLogger } from './core/logging/logger';
import { WorkerModule } from './worker.module';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  if (config.environment === 'production' && config.reminders.webinarAccessUrl.includes('example.de')) {
    logger.error('WEBINAR_ACCESS_URL is not set: reminder e-mails would carry the example webinar link');
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
  });
  // SIGTERM closes the BullMQ workers, which wait for their active jobs to finish.
  app.enableShutdownHooks();
  logger.info('worker running');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
