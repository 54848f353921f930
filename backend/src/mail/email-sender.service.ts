import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createHash, randomUUID } from 'node:crypto';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { Clock } from '../core/clock/clock';
import { GatedWrite } from '../core/database/gated-write';
import { databaseUnavailability } from '../core/database/unavailable-error';
import { withoutAddresses } from '../core/logging/logger';
import { LOGGER } from '../core/logging/logging.module';
import { DeliveredMail, DeliveredMailStore } from './delivered-mails';
import { EmailLogRepository } from './email-log.repository';
import { OutgoingMail } from './mail-message';
import { isPermanentDeliveryError, MailTransportService } from './mail-transport.service';
import { siteHostname } from './site-hostname';

export interface RenderedMail extends Omit<OutgoingMail, 'to' | 'messageId'> {
  /** Set when the mail was rendered from an admin template. */
  templateId?: string | null;
  unknownPlaceholders?: string[];
}

interface SendRequest {
  idempotencyKey: string;
  type: string;
  to: string;
  bookingId?: string | null;
  /** Booking e-mails keep bookings.email_status in step: sending, then sent or (when given up) failed. */
  tracksBookingEmailStatus?: boolean;
  render: () => RenderedMail | Promise<RenderedMail>;
  /** Written by the claim, only once this attempt has claimed the mail: the sign-in link it carries (MyBookingsLinks). */
  writeWithClaim?: GatedWrite;
  /**
   * Sent at once while the admin waits, not by a job: the sender records it in the e-mail log
   * itself. A job only sends what was recorded as owed when its reason was committed.
   */
  direct?: boolean;
}

/** not-owed: no e-mail log row (a job never creates one), e.g. erased on request: nothing is sent. */
type SendOutcome = 'sent' | 'already-sent' | 'already-failed' | 'already-skipped' | 'not-owed';

interface Claim {
  id: string;
  /** The mail has been owed longer than MAIL_RETRY_HOURS: a failure now is final. */
  retryWindowEnded: boolean;
  /** No attempt claimed the mail before, so none can have delivered it. */
  first: boolean;
}

type RecordedFields = Partial<Pick<RenderedMail, 'subject' | 'templateId' | 'unknownPlaceholders'>>;
/** smtpResponse: the mail server's answer, absent for a delivery an earlier attempt kept. */
type Delivery =
  | { rendered: RecordedFields; messageId: string; smtpResponse?: string }
  | { rendered?: RecordedFields; error: unknown; permanent: boolean };

/** How long a worker keeps trying to store a delivered mail's result before leaving it to a later attempt. */
const STORE_DELIVERED_FOR_MS = 120_000;
const STORE_RETRY_MAX_DELAY_MS = 5000;

/**
 * Sends an e-mail at most once per idempotency key, without a transaction or lock held while the
 * mail server answers:
 * 1. claim the e-mail log row in one statement (status 'sending', a token and a lease), refused
 *    while another attempt's lease runs and once the mail is settled, and mark the booking's
 *    email_status 'sending' and store the mail's sign-in link in it;
 * 2. render and deliver over SMTP with nothing open in the database;
 * 3. record the result (and the booking's email_status) in one statement, only while the claim
 *    is still this attempt's.
 *
 * An accepted mail is kept (DeliveredMailStore) until its result is stored; storing is retried
 * while the database is away, and every later attempt looks for a kept delivery before sending, so a
 * database restart sends nothing twice. The one window left: the process dies inside the SMTP
 * round trip; once the lease has run out a retry sends again, with the same Message-ID, which
 * receivers use to drop duplicates. The SMTP timeouts keep a delivery shorter than the lease.
 */
@Injectable()
export class EmailSenderService {
  private readonly messageIdHost: string;

  constructor(
    private readonly emailLog: EmailLogRepository,
    private readonly transport: MailTransportService,
    private readonly delivered: DeliveredMailStore,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.messageIdHost = siteHostname(config.site.url);
  }

  /** `isFinal`: no retry follows, so a failure marks the mail failed at once. */
  async send(request: SendRequest, attempt: { isFinal: boolean }): Promise<SendOutcome> {
    const token = randomUUID();
    const bookingId = request.tracksBookingEmailStatus ? (request.bookingId ?? null) : null;
    const claim = await this.claim(request, token, bookingId);
    if (!('id' in claim)) return claim.outcome;

    const earlier = claim.first ? null : await this.delivered.find(request.idempotencyKey);
    const delivery = earlier ? deliveryOf(earlier) : await this.deliver(request, claim.id);

    const failure = 'error' in delivery ? delivery : null;
    const outcome = !failure
      ? 'sent'
      : failure.permanent || attempt.isFinal || claim.retryWindowEnded
        ? 'failed'
        : 'retry';
    const recordResult = () => this.record(request, token, delivery, outcome, bookingId);
    const recorded =
      'error' in delivery ? await recordResult() : await this.storeDelivered(request, delivery, earlier, recordResult);
    if (!recorded) {
      this.logger.warn(
        { type: request.type, emailLogId: claim.id },
        'e-mail claim was taken over by a later attempt; its result is not recorded',
      );
    } else if (!failure) {
      const smtpResponse = 'smtpResponse' in delivery ? delivery.smtpResponse : undefined;
      this.logger.info(
        { type: request.type, emailLogId: claim.id, attempt: recorded.attempts, smtpResponse },
        'e-mail sent',
      );
    }
    if (!failure) return 'sent';
    if (outcome === 'failed') throw new UnrecoverableError(describe(failure.error));
    throw failure.error;
  }

  /**
   * Keeps the accepted mail, then stores its result, trying again with backoff while the database
   * is away (any other error is no reason to wait); whoever stores it (this attempt or a later one) forgets the kept delivery.
   */
  private async storeDelivered(
    request: SendRequest,
    delivery: Extract<Delivery, { messageId: string }>,
    earlier: DeliveredMail | null,
    recordResult: () => Promise<{ attempts: number } | null>,
  ): Promise<{ attempts: number } | null> {
    if (!earlier) {
      await this.delivered.keep(request.idempotencyKey, {
        messageId: delivery.messageId,
        subject: delivery.rendered.subject ?? null,
        templateId: delivery.rendered.templateId ?? null,
        unknownPlaceholders: delivery.rendered.unknownPlaceholders ?? [],
      });
    }
    const deadline = Date.now() + STORE_DELIVERED_FOR_MS;
    for (let tries = 1; ; tries += 1) {
      try {
        const recorded = await recordResult();
        if (recorded || (await this.isSent(request.idempotencyKey))) this.delivered.forget(request.idempotencyKey);
        return recorded;
      } catch (error) {
        if (!databaseUnavailability(error) || Date.now() >= deadline) throw error;
        this.logger.warn(
          { err: error, type: request.type, tries },
          'delivered e-mail could not be recorded yet; trying again',
        );
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(STORE_RETRY_MAX_DELAY_MS, 100 * 2 ** Math.min(tries, 10))),
        );
      }
    }
  }

  /**
   * Claims the mail for this attempt. A job finds its row written with the reason for the mail; a
   * direct send writes its own. The retry window is measured with the injected clock.
   */
  private async claim(
    request: SendRequest,
    token: string,
    statusOfBookingId: string | null,
  ): Promise<Claim | { outcome: SendOutcome }> {
    const leaseSeconds = (2 * this.config.mail.sendTimeoutMs) / 1000;
    const windowSeconds = this.config.mail.retryWindowMs / 1000;
    for (let tries = 0; tries < 3; tries += 1) {
      const claimed = await this.emailLog.claim({
        idempotencyKey: request.idempotencyKey,
        token,
        leaseSeconds,
        type: request.type,
        recipient: request.to,
        windowSeconds,
        now: this.clock.now(),
        statusOfBookingId,
        writeWithClaim: request.writeWithClaim,
      });
      if (claimed)
        return { id: claimed.id, retryWindowEnded: claimed.retry_window_ended, first: claimed.attempts === 1 };

      const existing = await this.emailLog.claimState(request.idempotencyKey);
      if (!existing && !request.direct) {
        this.logger.warn({ type: request.type }, 'e-mail job has no e-mail log row; nothing sent');
        return { outcome: 'not-owed' };
      } else if (!existing) {
        await this.emailLog.insertDirect(request.idempotencyKey, request.type, request.to);
      } else if (existing.status === 'sent' || existing.status === 'failed' || existing.status === 'skipped') {
        return { outcome: `already-${existing.status}` };
      } else if (existing.leased) {
        // Retried with backoff; by then the other attempt has recorded its result or its lease has run out.
        throw new Error(`e-mail ${request.idempotencyKey} is being sent by another attempt`);
      }
    }
    throw new Error(`e-mail ${request.idempotencyKey} could not be claimed`);
  }

  /** Also true when an earlier try stored the result but its answer was lost with the connection. */
  private async isSent(idempotencyKey: string): Promise<boolean> {
    return (await this.emailLog.status(idempotencyKey)) === 'sent';
  }

  private async deliver(request: SendRequest, emailLogId: string): Promise<Delivery> {
    let rendered: RenderedMail;
    try {
      rendered = await request.render();
    } catch (error) {
      return { error, permanent: !databaseUnavailability(error) };
    }
    this.reportUnknownPlaceholders(request, emailLogId, rendered);
    try {
      const { templateId: _templateId, unknownPlaceholders: _unknown, ...mail } = rendered;
      const accepted = await this.transport.deliver({
        ...mail,
        to: request.to,
        messageId: this.messageIdFor(request.idempotencyKey),
      });
      return { rendered, messageId: accepted.messageId, smtpResponse: withoutAddresses(accepted.response) }; // servers may name the recipient
    } catch (error) {
      return { rendered, error, permanent: isPermanentDeliveryError(error) };
    }
  }

  /** Null when the claim is no longer this attempt's; the booking's email_status follows a settled mail. */
  private record(
    request: SendRequest,
    token: string,
    delivery: Delivery,
    outcome: 'sent' | 'failed' | 'retry',
    bookingId: string | null,
  ): Promise<{ attempts: number } | null> {
    return this.emailLog.recordResult({
      idempotencyKey: request.idempotencyKey,
      token,
      status: outcome === 'retry' ? 'sending' : outcome,
      error: 'error' in delivery ? describe(delivery.error) : null,
      messageId: 'messageId' in delivery ? delivery.messageId : null,
      subject: delivery.rendered?.subject ?? null,
      templateId: delivery.rendered?.templateId ?? null,
      unknownPlaceholders: delivery.rendered?.unknownPlaceholders ?? [],
      bookingId: request.bookingId ?? null,
      statusOfBookingId: bookingId,
    });
  }

  private reportUnknownPlaceholders(request: SendRequest, emailLogId: string, rendered: RenderedMail) {
    if (!rendered.unknownPlaceholders?.length) return;
    this.logger.warn(
      {
        type: request.type,
        emailLogId,
        templateId: rendered.templateId,
        unknownPlaceholders: rendered.unknownPlaceholders,
      },
      'e-mail template has unknown placeholders; they were left empty',
    );
  }

  private messageIdFor(idempotencyKey: string): string {
    const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
    return `<${hash}@${this.messageIdHost}>`;
  }
}

function deliveryOf(mail: DeliveredMail): Delivery {
  return {
    messageId: mail.messageId,
    rendered: {
      subject: mail.subject ?? undefined,
      templateId: mail.templateId,
      unknownPlaceholders: mail.unknownPlaceholders,
    },
  };
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
