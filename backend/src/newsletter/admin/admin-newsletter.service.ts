import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError } from '../../core/http/api-error';
import { AdminSubscriberRow, SUBSCRIBER_NOT_FOUND_MESSAGE } from './dto/admin-newsletter.dto';
import { AdminNewsletterSubscribersRepository, NewsletterStats } from './admin-newsletter-subscribers.repository';

/** The newsletter tab: one subscriber, their counts, permanent removal (the list: the repository). */
@Injectable()
export class AdminNewsletterService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly subscribers: AdminNewsletterSubscribersRepository,
    private readonly audit: AuditLogService,
  ) {}

  async row(id: string): Promise<AdminSubscriberRow> {
    const row = await this.subscribers.findRow(id);
    if (!row) throw ApiError.notFound(SUBSCRIBER_NOT_FOUND_MESSAGE);
    return row;
  }

  stats(): Promise<NewsletterStats> {
    return this.subscribers.stats();
  }

  /** Deletes the row for good; the audit entry keeps no address, only what kind of entry it was. */
  async remove(id: string, actor: AdminActor): Promise<void> {
    await this.transactions.run(async (manager) => {
      const removed = await this.subscribers.delete(manager, id);
      if (!removed) throw ApiError.notFound(SUBSCRIBER_NOT_FOUND_MESSAGE);
      await this.audit.record(
        {
          actorEmail: actor.email,
          ip: actor.ip,
          action: AUDIT_ACTIONS.newsletterRemove,
          entity: 'newsletter_subscriber',
          entityId: id,
          before: removed,
          after: null,
        },
        manager,
      );
    });
  }
}
