import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER } from '../core/logging/logging.module';
import { EmailLog } from './email-log.entity';
import { MailTransportService, OutgoingMail } from './mail-transport.service';

export interface SendRequest {
  idempotencyKey: string;
  type: string;
  to: string;
  bookingId?: string | null;
  render: () => Promise<Omit<OutgoingMail, 'to'>>;
}

export type SendOutcome = 'sent' | 'already-sent';

/**
 * Sends an e-mail at most once per idempotency key: the e-mail log row is locked while the mail
 * goes out, so a duplicated or retried job finds it marked sent and does nothing.
 */
@Injectable()
export class EmailSenderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransportService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async send(request: SendRequest, attempt: { isFinal: boolean }): Promise<SendOutcome> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(EmailLog)
      .values({ idempotency_key: request.idempotencyKey, type: request.type, recipient: request.to, booking_id: request.bookingId ?? null })
      .orIgnore()
      .execute();

    return this.dataSource.transaction(async (manager) => {
      const log = await manager.findOne(EmailLog, {
        where: { idempotency_key: request.idempotencyKey },
        lock: { mode: 'pessimistic_write' },
      });
      if (!log) throw new Error(`email_log row ${request.idempotencyKey} vanished`);
      if (log.status === 'sent') return 'already-sent';

      log.attempts += 1;
      try {
        const rendered = await request.render();
        log.subject = rendered.subject;
        log.message_id = await this.transport.deliver({ ...rendered, to: request.to });
        log.status = 'sent';
        log.sent_at = new Date();
        log.error = null;
        await manager.save(log);
        this.logger.info({ type: request.type, emailLogId: log.id }, 'e-mail sent');
        return 'sent';
      } catch (error) {
        log.error = error instanceof Error ? error.message.slice(0, 500) : String(error);
        log.status = attempt.isFinal ? 'failed' : 'sending';
        await manager.save(log);
        throw error;
      }
    });
  }
}
