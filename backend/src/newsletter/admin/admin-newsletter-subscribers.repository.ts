import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { AdminNewsletterFilter, AdminSubscriberRow } from './dto/admin-newsletter.dto';

/** active: confirmed; unconfirmed: the double opt-in is still open; unsubscribed: otherwise. */
const SUBSCRIBER_STATUS = `CASE WHEN s.active THEN 'active' WHEN s.unsubscribed_at IS NULL OR s.confirm_token_hash IS NOT NULL THEN 'unconfirmed' ELSE 'unsubscribed' END`;

const ROW_COLUMNS = `s.id, s.name, s.email, s.active, ${SUBSCRIBER_STATUS} AS status, s.source, s.subscribed_at, s.confirmed_at, s.unsubscribed_at`;

/** Sortable columns, by the field name the client sends. */
export const SUBSCRIBER_SORT_COLUMNS: Record<string, string> = {
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

export interface NewsletterStats {
  active: number;
  unsubscribed: number;
  total: number;
}

/** What a removed subscriber's audit entry keeps: no address. */
export type RemovedSubscriberRow = Pick<AdminSubscriberRow, 'status' | 'source' | 'subscribed_at' | 'unsubscribed_at'>;

/** An active subscriber as the CSV export lists them; `subscribed` already in Berlin time. */
export interface ExportedSubscriberRow {
  name: string | null;
  email: string;
  subscribed: string;
}

/** The newsletter subscribers as the admin dashboard lists, counts, exports and removes them. */
@Injectable()
export class AdminNewsletterSubscribersRepository {
  constructor(private readonly dataSource: DataSource) {}

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

  async findRow(id: string): Promise<AdminSubscriberRow | undefined> {
    const [row] = await this.dataSource.query<AdminSubscriberRow[]>(
      `SELECT ${ROW_COLUMNS} FROM newsletter_subscribers s WHERE s.id = $1`,
      [id],
    );
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

  /** Deletes the row for good; answers what the audit entry may keep of it, or undefined if there was none. */
  async delete(manager: EntityManager, id: string): Promise<RemovedSubscriberRow | undefined> {
    const [[removed]] = await manager.query<UpdateQueryResult<RemovedSubscriberRow>>(
      `DELETE FROM newsletter_subscribers s WHERE s.id = $1 RETURNING ${SUBSCRIBER_STATUS} AS status, s.source, s.subscribed_at, s.unsubscribed_at`,
      [id],
    );
    return removed;
  }

  /** The next batch of active subscribers by address, after `after` (keyset paging). */
  activeAfter(after: string, limit: number): Promise<ExportedSubscriberRow[]> {
    return this.dataSource.query(
      `SELECT name, email, to_char(subscribed_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS subscribed
         FROM newsletter_subscribers WHERE active AND email > $1 ORDER BY email LIMIT $2`,
      [after, limit],
    );
  }
}
