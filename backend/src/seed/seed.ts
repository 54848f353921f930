import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppConfig, loadConfig } from '../core/config/app-config';
import { createLogger, PinoNestLogger } from '../core/logging/logger';
import { seedDemoData } from './demo-data';
import { SeedModule } from './seed.module';

/** Seeds through the API's own services; their mails are sent later by the worker, so nobody waits for them here. */
export async function runSeed(config: AppConfig, now = new Date()): Promise<boolean> {
  const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'warn', 'seed');
  const app = await NestFactory.createApplicationContext(
    SeedModule.forRoot({ ...config, mail: { ...config.mail, deliveryWaitMs: 0 } }, logger),
    {
      logger: new PinoNestLogger(logger),
    },
  );
  try {
    return await seedDemoData(app, config.site.email, now);
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  runSeed(loadConfig())
    .then((seeded) => console.log(seeded ? 'Demo data seeded.' : 'Database already has data; nothing seeded.'))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
