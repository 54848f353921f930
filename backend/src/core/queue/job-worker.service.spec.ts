import 'reflect-metadata';
import { Injectable, Module, Type } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, NestFactory, Reflector } from '@nestjs/core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import { JobHandler } from './job-handler.decorator';
import { JOBS, JobName } from './job-names';
import { JobWorkerService } from './job-worker.service';

function handlerFor(job: JobName) {
  @Injectable()
  @JobHandler(job)
  class Handler {
    async handle() {}
  }
  return Handler;
}

/** Runs only the start-up handler check over the given providers. */
async function checkHandlers(handlers: Type<unknown>[]) {
  @Module({ imports: [DiscoveryModule], providers: handlers })
  class Root {}
  const app = await NestFactory.createApplicationContext(Root, { logger: false });
  const service = new JobWorkerService(
    app.get(DiscoveryService),
    new Reflector(),
    loadConfig({}),
    pino({ level: 'silent' }),
  );
  try {
    return (service as unknown as { collectHandlers(): Map<JobName, unknown> }).collectHandlers();
  } finally {
    await app.close();
  }
}

const allJobs = Object.values(JOBS);
const otherJobs = allJobs.filter((job) => job !== JOBS.sendEmail).map(handlerFor);

describe(JobWorkerService.name, () => {
  it('refuses to start when a job has no handler', async () => {
    await expect(checkHandlers(otherJobs)).rejects.toThrow(/send-email: 0 handlers/);
  });

  it('refuses to start when a job has two handlers', async () => {
    await expect(checkHandlers([...otherJobs, handlerFor(JOBS.sendEmail), handlerFor(JOBS.sendEmail)])).rejects.toThrow(
      /send-email: 2 handlers/,
    );
  });

  it('accepts exactly one handler per job', async () => {
    const mailHandler = handlerFor(JOBS.sendEmail);
    const handlers = await checkHandlers([...otherJobs, mailHandler]);
    expect([...handlers.keys()].sort()).toEqual([...allJobs].sort());
    expect(handlers.get(JOBS.sendEmail)).toBeInstanceOf(mailHandler);
  });
});
