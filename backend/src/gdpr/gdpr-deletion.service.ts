import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { isAdminEmail } from '../auth/auth-session';
import { AdminActor } from '../audit/admin-actor';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { runTransaction } from '../core/database/transaction';
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
import { countPersonalData, erasePersonalData } from './personal-data';
import { GdprFreeTextRepository } from './gdpr-free-text.repository';
import { findPerson, scrubReason } from './person';
import { QueueScrubber } from './queue-scrubber';

const LOG_LIMIT = 50;
const LOG_COLUMNS = `id, email_hash, reason, deleted_at, affected_tables, affected_counts, performed_by, invoices_kept,
  to_char(invoices_kept_until, 'YYYY-MM-DD') AS invoices_kept_until`;

/**
 * 'GDPR-Anfragen' (DECISIONS 17): erase everything the product keeps about one e-mail address, but
 * its invoices (DECISIONS 33): tax law keeps them, restricted, and the log says how many until when.
 */
@Injectable()
export class GdprDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly waitlist: WaitlistRepository,
    private readonly queueScrubber: QueueScrubber,
    private readonly audit: AuditLogService,
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** What a deletion would touch, counted now. */
  async preview(email: string): Promise<{ counts: Record<string, number>; total: number }> {
    const counts = await countPersonalData(this.dataSource.manager, await findPerson(this.dataSource.manager, email));
    return { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
  }

  /** A page of the latest 50 deletions, newest first, and how many of those 50 there are. */
  async log(page: { offset: number; limit: number }): Promise<{ rows: GdprDeletionRow[]; total: number }> {
    const latest = `SELECT ${LOG_COLUMNS} FROM gdpr_deletion_log ORDER BY deleted_at DESC, id DESC LIMIT ${LOG_LIMIT}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<GdprDeletionRow[]>(
        `SELECT * FROM (${latest}) latest ORDER BY deleted_at DESC, id DESC OFFSET $1 LIMIT $2`,
        [page.offset, page.limit],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM (${latest}) latest`),
    ]);
    return { rows, total };
  }

  /**
   * One transaction for the database (lock order of core/database/transaction.ts: bookings, then
   * each course and its waitlist entries, then discount usages); after the commit the BullMQ jobs
   * naming the person or their records are removed from Redis, and their number is added to the log row.
   */
  async delete(email: string, reason: string | null, actor: AdminActor): Promise<GdprDeletionRow> {
    // An admin's own row and audit trail are not erased from the dashboard (remove the address from ADMIN_EMAILS first).
    if (isAdminEmail(email, this.config)) throw ApiError.conflict(GDPR_MESSAGES.adminAddress);
    const { logged, person } = await runTransaction(this.dataSource, async (manager) => {
      await manager.query(
        `SELECT id FROM bookings WHERE lower(customer_email) = $1 OR lower(payer_email) = $1 ORDER BY id FOR UPDATE`,
        [email],
      );
      // Names, phone numbers and record ids are read before anything that holds them is erased.
      const person = await findPerson(manager, email);
      await new GdprFreeTextRepository(manager).lockBookings(person);
      const counts: Record<string, number> = {};
      const entries = await this.removeWaitlistEntries(manager, email);
      if (entries) counts.waitlist_entries = entries;
      await erasePersonalData(manager, person, counts);
      const kept = await this.invoices.restrictOfBuyer(manager, email, this.clock.now(), retainedUntil);
      const [row]: GdprDeletionRow[] = await manager.query(
        `INSERT INTO gdpr_deletion_log (email_hash, reason, deleted_at, affected_tables, affected_counts, performed_by,
                                        invoices_kept, invoices_kept_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${LOG_COLUMNS}`,
        [
          keyedHash(this.config.auth.sessionSecret, 'gdpr-email', email),
          reason === null ? null : scrubReason(reason, person),
          this.clock.now(),
          Object.keys(counts),
          JSON.stringify(counts),
          actor.email,
          kept.count,
          kept.keptUntil,
        ],
      );
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
      return { logged: row, person };
    });
    const redisJobs = await this.queueScrubber.removeJobsHolding(person);
    this.logger.info({ deletionId: logged.id, counts: logged.affected_counts, redisJobs }, 'GDPR deletion done');
    if (!redisJobs) return logged;
    const [[updated]]: [GdprDeletionRow[], number] = await this.dataSource.query(
      `UPDATE gdpr_deletion_log SET affected_counts = affected_counts || jsonb_build_object('redis_jobs', $2::int),
              affected_tables = array_append(affected_tables, 'redis_jobs')
        WHERE id = $1 RETURNING ${LOG_COLUMNS}`,
      [logged.id, redisJobs],
    );
    return updated;
  }

  /** Queued entries leave their queue (positions close up, a held seat passes on); booked ones just go. */
  private async removeWaitlistEntries(manager: EntityManager, email: string): Promise<number> {
    const found: { id: string; course_id: string }[] = await manager.query(
      `SELECT id, course_id FROM waitlist_entries WHERE lower(customer_email) = $1 ORDER BY course_id, id`,
      [email],
    );
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
