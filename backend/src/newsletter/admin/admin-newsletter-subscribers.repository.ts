import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage, queryListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import { AdminNewsletterFilter, adminNewsletterFilterSchema, AdminSubscriberRow } from './dto/admin-newsletter.dto';

/** active: confirmed; unconfirmed: the double opt-in is still open; unsubscribed: otherwise. */
const SUBSCRIBER_STATUS = `CASE WHEN s.active THEN 'active' WHEN s.unsubscribed_at IS NULL OR s.confirm_token_hash IS NOT NULL THEN 'unconfirmed' ELSE 'unsubscribed' END`;

const ROW_COLUMNS = `s.id, s.name, s.email, s.active, ${SUBSCRIBER_STATUS} AS status, s.source, s.subscribed_at, s.confirmed_at, s.unsubscribed_at`;

export const SUBSCRIBER_LIST: AdminListSpec<AdminNewsletterFilter> = {
  resource: 'newsletter-subscribers',
  filter: adminNewsletterFilterSchema,
  sortColumns: {
    id: 's.id',
    name: 's.name',
    email: 's.email',
    active: 's.active',
    status: SUBSCRIBER_STATUS,
    source: 's.source',
    subscribed_at: 's.subscribed_at',
    confirmed_at: 's.confirmed_at',
    unsubscribed_at: 's.unsubscribed_at',
  },
  defaultSort: ['subscribed_at', 'DESC'],
  idColumn: 's.id',
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

  list({ filter, orderBy, page }: AdminListRequest<AdminNewsletterFilter>): Promise<ListPage<AdminSubscriberRow>> {
    const conditions = new SqlConditions();
    if (filter.q) conditions.add((p) => anyContains(['s.email', 's.name'], p), containsPattern(filter.q));
    if (filter.status) conditions.add((p) => `${SUBSCRIBER_STATUS} = ${p}`, filter.status);
    if (filter.id) conditions.add((p) => `s.id = ANY(${p}::uuid[])`, filter.id);
    return queryListPage(
      this.dataSource,
      { columns: ROW_COLUMNS, from: 'newsletter_subscribers s', conditions, orderBy },
      page,
    );
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
