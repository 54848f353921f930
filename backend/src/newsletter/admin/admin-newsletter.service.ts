import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { runTransaction } from '../../core/database/transaction';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { ApiError } from '../../core/http/api-error';
import { parseFilterQuery, parseSortQuery } from '../../core/http/react-admin-query';
import {
  AdminNewsletterFilter,
  adminNewsletterFilterSchema,
  AdminSubscriberRow,
  SUBSCRIBER_NOT_FOUND_MESSAGE,
} from './dto/admin-newsletter.dto';

/** active: confirmed; unconfirmed: the double opt-in is still open; unsubscribed: otherwise. */
const SUBSCRIBER_STATUS = `CASE WHEN s.active THEN 'active' WHEN s.unsubscribed_at IS NULL OR s.confirm_token_hash IS NOT NULL THEN 'unconfirmed' ELSE 'unsubscribed' END`;

const ROW_COLUMNS = `s.id, s.name, s.email, s.active, ${SUBSCRIBER_STATUS} AS status, s.source, s.subscribed_at, s.confirmed_at, s.unsubscribed_at`;

const SORT_COLUMNS: Record<string, string> = {
  id: 's.id',
  name: 's.name',
  email: 's.email',
  active: 's.active',
  status: SUBSCRIBER_STATUS,
  source: 's.source',
  subscribed_at: 's.subscribed_at',
  confirmed_at: 's.confirmed_at',
  unsubscribed_at: 's.unsubscribed_at',
};

export const parseSubscriberFilter = (raw: unknown): AdminNewsletterFilter =>
  parseFilterQuery(adminNewsletterFilterSchema, raw);
export const parseSubscriberSort = (raw: unknown): string =>
  parseSortQuery(raw, SORT_COLUMNS, ['subscribed_at', 'DESC'], 's.id');

interface NewsletterStats {
  active: number;
  unsubscribed: number;
  total: number;
}

/** What a removed subscriber's audit entry keeps: no address. */
type RemovedSubscriberRow = Pick<AdminSubscriberRow, 'status' | 'source' | 'subscribed_at' | 'unsubscribed_at'>;

/** The newsletter tab: subscribers, their counts, permanent removal. */
@Injectable()
export class AdminNewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async list(
    filter: AdminNewsletterFilter,
    orderBy: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AdminSubscriberRow[]; total: number }> {
    const params: unknown[] = [];
    const conditions = ['TRUE'];
    const add = (sql: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      conditions.push(sql(`$${params.length}`));
    };
    if (filter.q) add((p) => anyContains(['s.email', 's.name'], p), containsPattern(filter.q));
    if (filter.status) add((p) => `${SUBSCRIBER_STATUS} = ${p}`, filter.status);
    if (filter.id) add((p) => `s.id = ANY(${p}::uuid[])`, filter.id);
    const where = `WHERE ${conditions.join(' AND ')}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AdminSubscriberRow[]>(
        `SELECT ${ROW_COLUMNS} FROM newsletter_subscribers s ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.limit, page.offset],
      ),
      this.dataSource.query<[{ total: number }]>(
        `SELECT count(*)::int AS total FROM newsletter_subscribers s ${where}`,
        params,
      ),
    ]);
    return { rows, total };
  }

  async row(id: string): Promise<AdminSubscriberRow> {
    const [row] = await this.dataSource.query<AdminSubscriberRow[]>(
      `SELECT ${ROW_COLUMNS} FROM newsletter_subscribers s WHERE s.id = $1`,
      [id],
    );
    if (!row) throw ApiError.notFound(SUBSCRIBER_NOT_FOUND_MESSAGE);
    return row;
  }

  async stats(): Promise<NewsletterStats> {
    const [stats] = await this.dataSource.query<[NewsletterStats]>(
      `SELECT count(*) FILTER (WHERE ${SUBSCRIBER_STATUS} = 'active')::int AS active,
              count(*) FILTER (WHERE ${SUBSCRIBER_STATUS} = 'unsubscribed')::int AS unsubscribed,
              count(*)::int AS total
         FROM newsletter_subscribers s`,
    );
    return stats;
  }

  /** Deletes the row for good; the audit entry keeps no address, only what kind of entry it was. */
  async remove(id: string, actor: AdminActor): Promise<void> {
    await runTransaction(this.dataSource, async (manager) => {
      const [[removed]] = await manager.query<UpdateQueryResult<RemovedSubscriberRow>>(
        `DELETE FROM newsletter_subscribers s WHERE s.id = $1 RETURNING ${SUBSCRIBER_STATUS} AS status, s.source, s.subscribed_at, s.unsubscribed_at`,
        [id],
      );
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
