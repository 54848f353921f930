import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createHash } from 'node:crypto';
import { Logger } from 'pino';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
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
    const [entry]: { status: string }[] = await this.dataSource.query(
      `WITH created AS (
         INSERT INTO email_log (idempotency_key, type, recipient, booking_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING status)
       SELECT status FROM created UNION ALL SELECT status FROM email_log WHERE idempotency_key = $1 LIMIT 1`,
      [request.idempotencyKey, request.type, request.to, request.bookingId ?? null],
    );
    if (entry?.status === 'sent') return 'already-sent';

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
      const [log]: { id: string; status: string }[] = await manager.query(
        `SELECT id, status FROM email_log WHERE idempotency_key = $1 FOR UPDATE`,
        [request.idempotencyKey],
      );
      if (!log) throw new Error(`email_log row ${request.idempotencyKey} vanished`);
      if (log.status === 'sent') return { outcome: 'already-sent' };

      let failure: { error: unknown; permanent: boolean } | undefined;
      let messageId: string | null = null;
      if (!rendered) {
        failure = { error: renderError, permanent: true };
      } else {
        this.reportUnknownPlaceholders(request, log.id, rendered);
        try {
          const { templateId: _templateId, unknownPlaceholders: _unknown, ...mail } = rendered;
          messageId = await this.transport.deliver({ ...mail, to: request.to, messageId: this.messageIdFor(request.idempotencyKey) });
        } catch (error) {
          failure = { error, permanent: isPermanentDeliveryError(error) };
        }
      }

      const givesUp = !!failure && (attempt.isFinal || failure.permanent);
      const status = !failure ? 'sent' : givesUp ? 'failed' : 'sending';
      const [{ attempts }]: { attempts: number }[] = await manager.query(
        `UPDATE email_log
            SET attempts = attempts + 1, status = $2, error = $3, message_id = COALESCE($4, message_id),
                sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END,
                subject = COALESCE($5, subject), template_id = $6, unknown_placeholders = $7
          WHERE id = $1 RETURNING attempts`,
        [
          log.id,
          status,
          failure ? describe(failure.error) : null,
          messageId,
          rendered?.subject ?? null,
          rendered?.templateId ?? null,
          rendered?.unknownPlaceholders ?? [],
        ],
      );
      if (bookingId && status !== 'sending') await this.setBookingEmailStatus(manager, bookingId, status);
      if (failure) return failure;
      this.logger.info({ type: request.type, emailLogId: log.id, attempt: attempts }, 'e-mail sent');
      return { outcome: 'sent' };
    });

    if ('outcome' in result) return result.outcome;
    if (result.permanent) throw new UnrecoverableError(describe(result.error));
    throw result.error;
  }

  private reportUnknownPlaceholders(request: SendRequest, emailLogId: string, rendered: RenderedMail) {
    if (!rendered.unknownPlaceholders?.length) return;
    this.logger.warn(
      { type: request.type, emailLogId, templateId: rendered.templateId, unknownPlaceholders: rendered.unknownPlaceholders },
      'e-mail template has unknown placeholders; they were left empty',
    );
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
