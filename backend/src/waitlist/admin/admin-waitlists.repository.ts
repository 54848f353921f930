import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListPage, queryListPage } from '../../core/database/list-page';
import { SqlConditions } from '../../core/database/sql-conditions';
import { anyContains, containsPattern } from '../../core/database/text-search';
import { AdminListRequest, AdminListSpec } from '../../core/http/admin-list';
import {
  AdminWaitlistEntry,
  AdminWaitlistFilter,
  adminWaitlistFilterSchema,
  WaitlistCourses,
} from './dto/admin-waitlist.dto';

export const WAITLIST_LIST: AdminListSpec<AdminWaitlistFilter> = {
  resource: 'waitlist-entries',
  filter: adminWaitlistFilterSchema,
  sortColumns: {
    id: 'w.id',
    position: 'w.position',
    customer_name: 'w.customer_name',
    customer_email: 'w.customer_email',
    customer_phone: 'w.customer_phone',
    status: 'w.status',
    offer_expires_at: 'w.offer_expires_at',
    created_at: 'w.created_at',
  },
  defaultSort: ['position', 'ASC'],
  idColumn: 'w.id',
};

const ENTRIES = 'waitlist_entries w JOIN courses c ON c.id = w.course_id';
/** Queued entries (waiting or holding an offer) of courses that are not deleted; booked ones have left the queue. */
const QUEUED = 'w.position IS NOT NULL AND c.deleted_at IS NULL';
const ENTRIES_FROM = `FROM ${ENTRIES} WHERE ${QUEUED}`;

interface AverageRow {
  average: number;
}

/** A queued entry as the CSV export lists it. */
export interface WaitlistExportRow {
  position: number;
  customer_name: string | null;
  customer_email: string;
  customer_phone: string | null;
  /** 'YYYY-MM-DD' */
  course_date: string;
  /** 'DD.MM.YYYY HH24:MI' (Europe/Berlin) */
  created: string;
}

/** The queues of the courses as the admin's waitlists tab lists and exports them. */
@Injectable()
export class AdminWaitlistsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list({ filter, orderBy, page }: AdminListRequest<AdminWaitlistFilter>): Promise<ListPage<AdminWaitlistEntry>> {
    const conditions = new SqlConditions().addSql(QUEUED);
    if (filter.courseId) conditions.add((p) => `w.course_id = ${p}`, filter.courseId);
    if (filter.q)
      conditions.add((p) => anyContains(['w.customer_name', 'w.customer_email'], p), containsPattern(filter.q));
    return queryListPage(
      this.dataSource,
      {
        columns:
          'w.id, w.course_id, w.position, w.customer_name, w.customer_email, w.customer_phone, w.status, w.offer_expires_at, w.created_at',
        from: ENTRIES,
        conditions,
        orderBy,
      },
      page,
    );
  }

  /** Sold-out courses (no free seat) with a queue, by date, and the tab's three cards (001 §2). */
  async courses(): Promise<WaitlistCourses> {
    const manager = this.dataSource.manager;
    const courses = await manager.query<WaitlistCourses['courses']>(
      `SELECT c.id, c.title, to_char(c.date, 'YYYY-MM-DD') AS date, to_char(c.start_time, 'HH24:MI') AS start_time, count(*)::int AS entries
         ${ENTRIES_FROM} AND c.available_spots = 0
        GROUP BY c.id ORDER BY c.date, c.start_time, c.id`,
    );
    const [{ average }] = await manager.query<AverageRow[]>(
      `SELECT COALESCE(round(avg(w.position)), 0)::int AS average ${ENTRIES_FROM} AND c.available_spots = 0`,
    );
    return {
      courses,
      cards: {
        coursesWithWaitlists: courses.length,
        totalEntries: courses.reduce((sum, course) => sum + course.entries, 0),
        averagePosition: average,
      },
    };
  }

  /** One course's queue in position order, for the CSV export. */
  exportRows(courseId: string): Promise<WaitlistExportRow[]> {
    return this.dataSource.query<WaitlistExportRow[]>(
      `SELECT w.position, w.customer_name, w.customer_email, w.customer_phone, to_char(c.date, 'YYYY-MM-DD') AS course_date,
              to_char(w.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS created
         ${ENTRIES_FROM} AND w.course_id = $1 ORDER BY w.position`,
      [courseId],
    );
  }
}
