import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { LoggingModule } from '../logging/logging.module';
import { JobHandler } from './job-handler.decorator';
import { JOBS } from './job-names';
import { WorkerRuntimeModule } from './worker-runtime.module';

@Injectable()
@JobHandler(JOBS.sendEmail)
class FirstMailHandler {
  async handle() {}
}

@Injectable()
@JobHandler(JOBS.sendEmail)
class SecondMailHandler {
  async handle() {}
}

async function bootWith(handlers: Function[]) {
  @Module({ providers: handlers as never[] })
  class HandlersModule {}
  @Module({
    imports: [ConfigModule.forRoot(loadConfig({ REDIS_PREFIX: 'mpb_handler_check' })), LoggingModule.forRoot(pino({ level: 'silent' })), HandlersModule],
  })
  class Root {}
  // Only the handler check runs: the relay and the queue workers are left out.
  const app = await NestFactory.createApplicationContext(Root, { logger: false });
  const { JobWorkerService } = await import('./job-worker.service');
  const { DiscoveryService, Reflector } = await import('@nestjs/core');
  const service = new JobWorkerService(app.get(DiscoveryService, { strict: false }), new Reflector(), loadConfig({}), pino({ level: 'silent' }));
  try {
    return (service as unknown as { collectHandlers(): Map<string, unknown> }).collectHandlers();
  } finally {
    await app.close();
  }
}

describe('JobWorkerService', () => {
  it('refuses to start when a job has no handler', async () => {
    await expect(bootWith([])).rejects.toThrow(/send-email: 0 handlers/);
  });

  it('refuses to start when a job has two handlers', async () => {
    await expect(bootWith([FirstMailHandler, SecondMailHandler])).rejects.toThrow(/send-email: 2 handlers/);
  });

  it('accepts exactly one handler per job', async () => {
    expect(WorkerRuntimeModule).toBeDefined();
    const handlers = await bootWith([FirstMailHandler]);
    expect(handlers.get(JOBS.sendEmail)).toBeInstanceOf(FirstMailHandler);
  });
});
