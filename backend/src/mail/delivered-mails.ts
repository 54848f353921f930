import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { createRedis } from '../core/queue/redis';
import { EmailLogRepository } from './email-log.repository';

/** What the e-mail log records of a mail the server accepted. */
export interface DeliveredMail {
  messageId: string;
  subject: string | null;
  templateId: string | null;
  unknownPlaceholders: string[];
}

const REDIS_TIMEOUT_MS = 2000;
/** Past the retry window nothing sends the mail again, so the record is no longer needed. */
const KEEP_AFTER_WINDOW_S = 24 * 3600;
/** Recorded mails' keys are deleted together, in one command per this many or this long. */
const FORGET_BATCH = 100;
const FORGET_AFTER_MS = 50;

/**
 * Mails the mail server accepted whose result the database has not stored for good yet. Kept in
 * this process and in Redis, so a later attempt, in this worker or (after a crash) another one,
 * records the mail as sent instead of sending it again. A stored result commits without waiting
 * for the WAL flush (EmailLogRepository.recordResult), so the Redis key goes only once the result
 * is on disk: a database crash before that loses the result, not the kept delivery. Left open: a
 * crash inside the SMTP round trip, before the acceptance was kept, and Redis losing its data while
 * the database is down or crashes at the same time.
 */
@Injectable()
export class DeliveredMailStore implements OnApplicationShutdown {
  private readonly local = new Map<string, DeliveredMail>();
  private readonly redis: Redis;
  private readonly forgotten = new Set<string>();
  private forgetTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly emailLog: EmailLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = createRedis(config.redis.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_TIMEOUT_MS,
    });
    this.redis.on('error', () => undefined); // a failed call falls back to this process's record
  }

  async keep(idempotencyKey: string, mail: DeliveredMail): Promise<void> {
    this.local.set(idempotencyKey, mail);
    const ttl = Math.ceil(this.config.mail.retryWindowMs / 1000) + KEEP_AFTER_WINDOW_S;
    await this.redis.set(this.key(idempotencyKey), JSON.stringify(mail), 'EX', ttl).catch((error) => {
      this.logger.warn({ err: error, idempotencyKey }, 'delivered e-mail kept in this process only');
    });
  }

  async find(idempotencyKey: string): Promise<DeliveredMail | null> {
    const local = this.local.get(idempotencyKey);
    if (local) return local;
    const stored = await this.redis.get(this.key(idempotencyKey)).catch((error) => {
      this.logger.warn({ err: error, idempotencyKey }, 'could not look up whether the e-mail was delivered');
      return null;
    });
    return stored ? (JSON.parse(stored) as DeliveredMail) : null;
  }

  /**
   * For a mail whose result is stored. Its Redis key goes with the next batch, once the results
   * before it are on disk: a late delete does no harm, as no attempt looks for the delivery of a
   * mail recorded as sent.
   */
  forget(idempotencyKey: string): void {
    this.local.delete(idempotencyKey);
    this.forgotten.add(this.key(idempotencyKey));
    if (this.forgotten.size >= FORGET_BATCH) void this.deleteForgotten();
    else this.forgetTimer ??= setTimeout(() => void this.deleteForgotten(), FORGET_AFTER_MS).unref();
  }

  async onApplicationShutdown() {
    await this.deleteForgotten();
    this.redis.disconnect();
  }

  private async deleteForgotten(): Promise<void> {
    if (this.forgetTimer) clearTimeout(this.forgetTimer);
    this.forgetTimer = null;
    if (!this.forgotten.size) return;
    const keys = [...this.forgotten];
    this.forgotten.clear();
    try {
      await this.emailLog.flushCommits();
    } catch {
      return; // not known to be on disk (the database is away): the keys expire on their own
    }
    await this.redis.unlink(...keys).catch(() => undefined);
  }

  private key(idempotencyKey: string) {
    return `${this.config.redis.prefix}:mail-delivered:${idempotencyKey}`;
  }
}
