import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { EmailLogStatus } from './email-log.entity';
import { EmailLogRepository } from './email-log.repository';

export type DeliveryState = EmailLogStatus;

const POLL_MS = 100;

/**
 * Lets an API call answer honestly whether the mail it queued went out: it waits a moment
 * (MAIL_DELIVERY_WAIT_MS) for the worker's e-mail log entry.
 */
@Injectable()
export class MailDeliveryStatusService {
  constructor(
    private readonly emailLog: EmailLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 'sent', 'failed' or 'skipped' as soon as known; 'sending' (being retried) or 'queued' (not picked up yet) after the wait. */
  async waitForDelivery(idempotencyKey: string, timeoutMs = this.config.mail.deliveryWaitMs): Promise<DeliveryState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const state = await this.current(idempotencyKey);
      if (state === 'sent' || state === 'failed' || state === 'skipped' || Date.now() >= deadline) return state;
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
    }
  }

  async current(idempotencyKey: string): Promise<DeliveryState> {
    return (await this.emailLog.status(idempotencyKey)) ?? 'queued';
  }
}
