import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createHash } from 'node:crypto';
import { Logger } from 'pino';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { EmailLog } from './email-log.entity';
import { isPermanentDeliveryError, MailTransportService, OutgoingMail } from './mail-transport.service';

export interface RenderedMail extends Omit<OutgoingMail, 'to' | 'messageId'> {
  /** Set when the mail was rendered from an admin template. */
  templateId?: string | null;
  unknownPlaceholders?: string[];
}

export interface SendRequest {
  idempotencyKey: string;
  type: string;
  to: string;
  bookingId?: string | null;
  /** Booking e-mails keep bookings.email_status in step: sending, then sent or (after the last try) failed. */
  tracksBookingEmailStatus?: boolean;
  render: () => Promise<RenderedMail>;
}

export type SendOutcome = 'sent' | 'already-sent';

type Attempt = { outcome: SendOutcome } | { error: unknown; permanent: boolean };

/**
 * Sends an e-mail at most once per idempotency key: the e-mail log row is locked while the mail
 * goes out, so a duplicated or retried job finds it marked sent and does nothing.
 *
 * The one window SMTP leaves open: the server accepted the mail and the process dies before the
 * row is marked sent. The retry then sends again, with the same Message-ID, which receivers use
 * to drop duplicates.
 */
@Injectable()
export class EmailSenderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const existing = await this.dataSource.getRepository(EmailLog).findOneByOrFail({ idempotency_key: request.idempotencyKey });
    if (existing.status === 'sent') return 'already-sent';

    const bookingId = request.tracksBookingEmailStatus ? (request.bookingId ?? null) : null;
    if (bookingId) await this.setBookingEmailStatus(this.dataSource.manager, bookingId, 'sending');

    let rendered: RenderedMail | undefined;
    let renderError: unknown;
    try {
      rendered = await request.render();
    } catch (error) {
      renderError = error;
    }

    const result = await this.dataSource.transaction(async (manager): Promise<Attempt> => {
      const log = await manager.findOne(EmailLog, { where: { idempotency_key: request.idempotencyKey }, lock: { mode: 'pessimistic_write' } });
      if (!log) throw new Error(`email_log row ${request.idempotencyKey} vanished`);
      if (log.status === 'sent') return { outcome: 'already-sent' };
      log.attempts += 1;

      let failure: { error: unknown; permanent: boolean } | undefined;
      if (!rendered) {
        failure = { error: renderError, permanent: true };
      } else {
        this.recordTemplate(log, rendered);
        try {
          const { templateId: _templateId, unknownPlaceholders: _unknown, ...mail } = rendered;
          log.message_id = await this.transport.deliver({ ...mail, to: request.to, messageId: this.messageIdFor(request.idempotencyKey) });
        } catch (error) {
          failure = { error, permanent: isPermanentDeliveryError(error) };
        }
      }

      if (!failure) {
        Object.assign(log, { status: 'sent', sent_at: new Date(), error: null });
        await manager.save(log);
        if (bookingId) await this.setBookingEmailStatus(manager, bookingId, 'sent');
        this.logger.info({ type: request.type, emailLogId: log.id, attempt: log.attempts }, 'e-mail sent');
        return { outcome: 'sent' };
      }
      const givesUp = attempt.isFinal || failure.permanent;
      log.error = describe(failure.error);
      log.status = givesUp ? 'failed' : 'sending';
      await manager.save(log);
      if (bookingId && givesUp) await this.setBookingEmailStatus(manager, bookingId, 'failed');
      return failure;
    });

    if ('outcome' in result) return result.outcome;
    if (result.permanent) throw new UnrecoverableError(describe(result.error));
    throw result.error;
  }

  private recordTemplate(log: EmailLog, rendered: RenderedMail) {
    log.subject = rendered.subject;
    log.template_id = rendered.templateId ?? null;
    log.unknown_placeholders = rendered.unknownPlaceholders ?? [];
    if (log.unknown_placeholders.length) {
      this.logger.warn(
        { type: log.type, emailLogId: log.id, templateId: log.template_id, unknownPlaceholders: log.unknown_placeholders },
        'e-mail template has unknown placeholders; they were left empty',
      );
    }
  }

  private messageIdFor(idempotencyKey: string): string {
    const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
    let host = 'localhost';
    try {
      host = new URL(this.config.site.url).hostname;
    } catch {
      // keep localhost
    }
    return `<${hash}@${host}>`;
  }

  private async setBookingEmailStatus(manager: EntityManager, bookingId: string, status: 'sending' | 'sent' | 'failed') {
    await manager.query(`UPDATE bookings SET email_status = $2 WHERE id = $1 AND email_status IS DISTINCT FROM $2`, [bookingId, status]);
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
