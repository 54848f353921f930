import 'reflect-metadata';
import { loadConfig } from './core/config/app-config';
import { createApiApp } from './create-api-app';
import { stopGracefullyOnSignals } from './core/http/graceful-shutdown';
import { createLogger } from './core/logging/logger';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'api');
  if (config.environment === 'production' && config.reminders.webinarAccessUrl.includes('example.de')) {
    logger.error('WEBINAR_ACCESS_URL is not set: new course dates would get the example webinar link');
  }
  const app = await createApiApp(config, logger);
  stopGracefullyOnSignals(app, logger, config.shutdownGraceMs);
  await app.listen(config.port);
  logger.info({ port: config.port, url: config.publicUrl }, 'API listening');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
