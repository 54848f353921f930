import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { isAdminEmail } from '../core/http/auth-session';
import { AdminActor } from '../audit/admin-actor';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { keyedHash } from '../core/security/keyed-hash';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { WaitlistOffersService } from '../waitlist/waitlist-offers.service';
import { WaitlistRepository } from '../waitlist/waitlist.repository';
import { Clock } from '../core/clock/clock';
import { retainedUntil } from '../invoices/invoice-number';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { GDPR_MESSAGES, GdprDeletionRow } from './dto/gdpr-deletion.dto';
import { GdprDeletionLogRepository } from './gdpr-deletion-log.repository';
import { scrubReason } from './person';
import { PersonalDataRepository } from './personal-data.repository';
import { GdprQueueScrubsRepository } from './gdpr-queue-scrubs.repository';
import { QueueTracesSealer } from './queue-traces';

const LOCK_WAIT_ATTEMPTS = 3;
const LOCK_NOT_AVAILABLE = '55P03';

function isLockTimeout(error: unknown): boolean {
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return (driverError?.code ?? code) === LOCK_NOT_AVAILABLE;
}

/**
 * 'GDPR-Anfragen' (DECISIONS 17): erase everything the product keeps about one e-mail address, but
 * its invoices (DECISIONS 33): tax law keeps them, restricted, and the log says how many until when.
 */
@Injectable()
export class GdprDeletionService {
  private readonly tracesSealer: QueueTracesSealer;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly personalData: PersonalDataRepository,
    private readonly deletionLog: GdprDeletionLogRepository,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly waitlist: WaitlistRepository,
    private readonly queueScrubs: GdprQueueScrubsRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditLogService,
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.tracesSealer = new QueueTracesSealer(config);
  }

  /** What a deletion would touch, counted now. */
  async preview(email: string): Promise<{ counts: Record<string, number>; total: number }> {
    const counts = await this.personalData.count(await this.personalData.findPerson(email));
    return { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  }

  /**
   * One transaction for the database (lock order of core/database/transaction.ts: bookings, then
   * each course and its waitlist entries, then discount usages). The BullMQ jobs naming the person
   * or their records are removed from Redis by the worker (ScrubGdprQueuesJob), from what this
   * transaction leaves it, sealed: the admin's answer never waits for Redis, and a deletion made
   * while Redis is away is scrubbed once it is back. The log row shows the scrub as pending until then.
   */
  async delete(email: string, reason: string | null, actor: AdminActor): Promise<GdprDeletionRow> {
    // An admin's own row and audit trail are not erased from the dashboard (remove the address from ADMIN_EMAILS first).
    if (isAdminEmail(email, this.config)) throw ApiError.conflict(GDPR_MESSAGES.adminAddress);
    const logged = await this.eraseWaitingForLocks(async (manager) => {
      await this.personalData.lockBookingsOf(manager, email);
      // A refund owed by transfer is settled first: it needs the payee's name, and an anonymised booking
      // offers no 'Erstattung überwiesen'.
      if (await this.personalData.owedTransferRefunds(manager, email))
        throw ApiError.conflict(GDPR_MESSAGES.refundOwed);
      // Names, phone numbers and record ids are read before anything that holds them is erased.
      const person = await this.personalData.findPerson(email, manager);
      await this.personalData.lockFreeTextBookings(manager, person);
      const counts: Record<string, number> = {};
      const entries = await this.removeWaitlistEntries(manager, email);
      if (entries) counts.waitlist_entries = entries;
      await this.personalData.erase(manager, person, counts);
      const kept = await this.invoices.restrictOfBuyer(manager, email, this.clock.now(), retainedUntil);
      const row = await this.deletionLog.insert(manager, {
        emailHash: keyedHash(this.config.auth.sessionSecret, 'gdpr-email', email),
        reason: reason === null ? null : scrubReason(reason, person),
        deletedAt: this.clock.now(),
        counts,
        performedBy: actor.email,
        invoicesKept: kept.count,
        invoicesKeptUntil: kept.keptUntil,
      });
      await this.audit.record(
        {
          actorEmail: actor.email,
          ip: actor.ip,
          action: AUDIT_ACTIONS.gdprDelete,
          entity: 'gdpr_deletion',
          entityId: row.id,
          before: null,
          after: { affected_counts: counts },
        },
        manager,
      );
      await this.queueScrubs.insert(manager, row.id, this.tracesSealer.seal(person));
      await this.outbox.record(manager, EVENTS.gdprDeleted, { deletionId: row.id });
      return { ...row, queue_scrub_pending: true };
    });
    this.logger.info({ deletionId: logged.id, counts: logged.affected_counts }, 'GDPR deletion done');
    return logged;
  }

  /**
   * The person's rows may be locked for a while by a worker issuing their invoice or sending their
   * mails; the deletion waits for them a few lock timeouts long instead of asking the admin to click again.
   */
  private async eraseWaitingForLocks<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.transactions.run(work);
      } catch (error) {
        if (attempt >= LOCK_WAIT_ATTEMPTS || !isLockTimeout(error)) throw error;
        this.logger.warn({ attempt }, 'GDPR deletion waited past the lock timeout; trying again');
      }
    }
  }

  /** Queued entries leave their queue (positions close up, a held seat passes on); booked ones just go. */
  private async removeWaitlistEntries(manager: EntityManager, email: string): Promise<number> {
    const found = await this.personalData.waitlistEntriesOf(manager, email);
    for (const { id, course_id } of found) {
      await this.waitlist.lockCourse(manager, course_id, this.clock.now());
      const entry: WaitlistEntry | null = await this.waitlist.lockEntry(manager, id);
      if (!entry) continue;
      if (entry.position === null) await this.waitlist.removeEntry(manager, entry, 'removed');
      else await this.waitlistOffers.leaveQueue(manager, entry, 'removed');
    }
    return found.length;
  }
}
