import { Injectable } from '@nestjs/common';
import type { SecurityNoticeProps } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';

/** Queues a security notice to an admin in the caller's transaction; the key makes a retried event mail once. */
@Injectable()
export class SecurityNoticeMailer {
  constructor(private readonly outbox: OutboxService) {}

  async send(manager: EntityManager, idempotencyKey: string, props: SecurityNoticeProps): Promise<void> {
    await this.outbox.record(manager, EVENTS.emailRequested, {
      idempotencyKey,
      to: props.email,
      message: { type: 'security-notice', props },
    });
  }
}
