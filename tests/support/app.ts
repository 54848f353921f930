import 'reflect-metadata';
import { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { AppConfig, loadConfig } from '../../backend/src/core/config/app-config';
import { createApiApp } from '../../backend/src/create-api-app';
import { createLogger, PinoNestLogger } from '../../backend/src/core/logging/logger';
import { CourseChangesService } from '../../backend/src/courses/course-changes.service';
import { WorkerModule } from '../../backend/src/worker.module';
import { trackCourseChanges, untrackCourseChanges } from './course-changes';
import { createIsolatedDatabase } from './isolated-database';
import { SmtpCatcher } from './smtp-catcher';

export interface TestAppOptions {
  /** Start the worker process too (relay + BullMQ workers). Default true. */
  worker?: boolean;
  /** Serve this built frontend directory from the API. */
  frontendDir?: string;
  /** Extra environment variables, as the real process would read them. */
  env?: Record<string, string>;
  /** Use this app's database and Redis prefix instead of fresh ones (a second instance of the same installation). */
  shareWith?: TestApp;
  /** Keep the log lines (parsed JSON) at this level and above in `logs`, instead of discarding them. */
  captureLogs?: 'error' | 'warn' | 'info';
}

export interface TestApp {
  url: string;
  config: AppConfig;
  api: INestApplication;
  worker?: INestApplicationContext;
  dataSource: DataSource;
  smtp: SmtpCatcher;
  startWorker(): Promise<INestApplicationContext>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
  /** The environment the app was configured from, PUBLIC_URL included: to start a worker as a real process. */
  env: Record<string, string>;
  /** What the API and worker logged, when captureLogs was set. */
  logs: Record<string, unknown>[];
}

/**
 * Boots the real API (and worker) against its own fresh copy of the migrated database, its own
 * Redis key prefix and a local SMTP catcher.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const smtp = new SmtpCatcher();
  const smtpPort = await smtp.start();
  const shared = options.shareWith?.env;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: shared?.DATABASE_URL ?? (await createIsolatedDatabase()),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: shared?.REDIS_PREFIX ?? `${inject('redisPrefix')}_${randomBytes(3).toString('hex')}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: options.captureLogs ?? process.env.TEST_LOG_LEVEL ?? 'silent',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_PER_MINUTE: '100000',
    MAX_OPEN_HOLDS_PER_IP: '100000',
    // Tests sign the same admin in again and again, and every page they open keeps a stream.
    MAGIC_LINKS_PER_ADDRESS: '1000',
    MAX_STREAMS_PER_IP: '100000',
    ...(options.frontendDir ? { FRONTEND_DIR: options.frontendDir } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(
    config.logLevel,
    'test',
    options.captureLogs ? { write: (line: string) => void logs.push(JSON.parse(line)) } : undefined,
  );
  const api = await createApiApp(config, logger);
  await api.listen(0, '127.0.0.1');
  await api.get(CourseChangesService).subscribed;
  const port = (api.getHttpServer().address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  config.publicUrl = url;
  config.site.url = url;

  const testApp: TestApp = {
    url,
    env: { ...env, PUBLIC_URL: url },
    logs,
    config,
    api,
    smtp,
    dataSource: api.get(DataSource),
    async startWorker() {
      testApp.worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
        logger: new PinoNestLogger(logger),
      });
      await testApp.worker.init();
      return testApp.worker;
    },
    async stopWorker() {
      await testApp.worker?.close();
      testApp.worker = undefined;
    },
    async close() {
      untrackCourseChanges(testApp);
      await testApp.stopWorker();
      await api.close();
      await smtp.stop();
    },
  };
  if (options.worker !== false) await testApp.startWorker();
  trackCourseChanges(testApp);
  return testApp;
}
