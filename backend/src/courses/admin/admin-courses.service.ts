import { Inject, Injectable } from '@nestjs/common';
import { daysBeforeCourse } from '@mpb/domain';
import { z } from 'zod';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { runTransaction } from '../../core/database/transaction';
import { ApiError, FieldErrors } from '../../core/http/api-error';
import { INVALID_DATA_MESSAGE, parseBody } from '../../core/http/parse-body';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { COURSE_NOT_FOUND_MESSAGE } from '../course-messages';
import { courseRow, listCourseRows, lockCourseRow } from './admin-course-query';
import {
  AdminCourseFilter,
  AdminCourseRow,
  COURSE_FIELD_MESSAGES,
  CourseFields,
  CreateCourseRequest,
} from './dto/admin-course.dto';

interface InsertedCourseRow {
  id: string;
}

/** The free seats the inline input may set: 0 up to what confirmed bookings and held seats leave. */
const spotsRange = (course: AdminCourseRow) => course.max_participants - course.confirmed_count - course.held_count;

const spotsWithin = (allowed: number) => {
  const message = `Die freien Plätze müssen eine ganze Zahl von 0 bis ${allowed} sein.`;
  return z.object({ availableSpots: z.int(message).min(0, message).max(allowed, message) });
};

/** Field checks that need more than one field or today's date; empty when all is well. */
export function scheduleProblems(
  fields: Pick<CourseFields, 'date' | 'startTime' | 'endTime'>,
  now: Date,
  dateChanged: boolean,
): FieldErrors {
  const problems: FieldErrors = {};
  if (dateChanged && daysBeforeCourse(fields.date, now) < 0) problems.date = COURSE_FIELD_MESSAGES.datePast;
  if (fields.endTime <= fields.startTime) problems.endTime = COURSE_FIELD_MESSAGES.endBeforeStart;
  return problems;
}

/** A course exempt from VAT names the certificate that exempts it (§ 4 Nr. 21 UStG). */
export function taxProblems(fields: Pick<CourseFields, 'vatExempt' | 'vatExemptionReference'>): FieldErrors {
  return fields.vatExempt && !fields.vatExemptionReference
    ? { vatExemptionReference: COURSE_FIELD_MESSAGES.vatExemptionReferenceRequired }
    : {};
}

export function refuseProblems(problems: FieldErrors): void {
  if (Object.keys(problems).length) throw ApiError.badRequest(INVALID_DATA_MESSAGE, problems);
}

/** The courses tab: list, create, duplicate and the inline spots input (update: AdminCourseUpdateService). */
@Injectable()
export class AdminCoursesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly outbox: OutboxService,
    private readonly waitlistOffers: WaitlistOffersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** WEBINAR_ACCESS_URL (and _CODE) prefill a new date that names no meeting of its own. */
  private withDefaultAccess<Fields extends CourseFields>(fields: Fields): Fields {
    if (fields.accessUrl) return fields;
    const { webinarAccessUrl, webinarAccessCode } = this.config.reminders;
    return {
      ...fields,
      accessUrl: webinarAccessUrl,
      accessPasscode: fields.accessPasscode ?? webinarAccessCode ?? null,
    };
  }

  list(filter: AdminCourseFilter, orderBy: string, page: { offset: number; limit: number }) {
    return listCourseRows(this.dataSource.manager, filter, orderBy, page, this.clock.now());
  }

  async row(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminCourseRow> {
    const row = await courseRow(manager, id, this.clock.now());
    if (!row) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
    return row;
  }

  async create(request: CreateCourseRequest, actor: AdminActor): Promise<AdminCourseRow> {
    refuseProblems({ ...scheduleProblems(request, this.clock.now(), true), ...taxProblems(request) });
    return runTransaction(this.dataSource, async (manager) => {
      const id = await this.insert(manager, this.withDefaultAccess(request));
      const created = await this.row(id, manager);
      await this.audit.record(
        courseAudit(actor, AUDIT_ACTIONS.courseCreate, id, null, courseAuditView(created)),
        manager,
      );
      await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
      return created;
    });
  }

  /** A copy on another day: full capacity, active, nothing of the original's bookings or waitlist. */
  async duplicate(sourceId: string, date: string, actor: AdminActor): Promise<AdminCourseRow> {
    const source = await this.row(sourceId);
    refuseProblems(
      scheduleProblems({ date, startTime: source.start_time, endTime: source.end_time }, this.clock.now(), true),
    );
    return runTransaction(this.dataSource, async (manager) => {
      // A new date has its own meeting: the copy starts from the defaults, not the original's access.
      const id = await this.insert(
        manager,
        this.withDefaultAccess({
          title: source.title,
          description: source.description,
          date,
          startTime: source.start_time,
          endTime: source.end_time,
          netPrice: source.net_price,
          grossPrice: source.gross_price,
          currency: source.currency,
          maxParticipants: source.max_participants,
          type: source.type,
          location: source.location,
          status: 'active',
          vatExempt: source.vatExempt,
          vatExemptionReference: source.vatExemptionReference,
          accessUrl: null,
          accessMeetingId: null,
          accessPasscode: null,
          accessDialIn: null,
          accessNote: null,
        }),
      );
      const created = await this.row(id, manager);
      await this.audit.record(
        courseAudit(actor, AUDIT_ACTIONS.courseDuplicate, id, { source_id: sourceId }, courseAuditView(created)),
        manager,
      );
      await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
      return created;
    });
  }

  /**
   * The inline spots input sets the free seats; max_participants stays. Lowering withholds seats
   * from sale; raising releases them through the waitlist first (DECISIONS 20), so with people
   * waiting the new seats become offers and available_spots rises only by what is left.
   */
  async updateSpots(id: string, body: unknown, actor: AdminActor): Promise<AdminCourseRow> {
    return runTransaction(this.dataSource, async (manager) => {
      const before = await lockCourseRow(manager, id, this.clock.now());
      const allowed = spotsRange(before);
      const { availableSpots } = parseBody(spotsWithin(allowed), body, undefined, {
        message: (fields) => fields.availableSpots ?? INVALID_DATA_MESSAGE,
      });
      if (availableSpots > before.available_spots) {
        await this.waitlistOffers.seatsFreed(manager, id, availableSpots - before.available_spots);
      } else if (availableSpots < before.available_spots) {
        await manager.query(`UPDATE courses SET available_spots = $2, updated_at = now() WHERE id = $1`, [
          id,
          availableSpots,
        ]);
        await this.outbox.record(manager, EVENTS.courseChanged, { courseId: id });
      }
      const after = await this.row(id, manager);
      await this.audit.record(
        courseAudit(actor, AUDIT_ACTIONS.courseSpots, id, courseAuditView(before), {
          ...courseAuditView(after),
          requested_spots: availableSpots,
        }),
        manager,
      );
      return after;
    });
  }

  private async insert(manager: EntityManager, fields: CourseFields): Promise<string> {
    const [{ id }] = await manager.query<InsertedCourseRow[]>(
      `INSERT INTO courses (title, description, date, start_time, end_time, net_price, gross_price, price, currency,
                            max_participants, available_spots, type, location, status,
                            access_url, access_meeting_id, access_passcode, access_dial_in, access_note,
                            vat_exempt, vat_exemption_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [
        fields.title,
        fields.description,
        fields.date,
        fields.startTime,
        fields.endTime,
        fields.netPrice,
        fields.grossPrice,
        fields.currency,
        fields.maxParticipants,
        fields.type,
        fields.location,
        fields.status,
        fields.accessUrl,
        fields.accessMeetingId,
        fields.accessPasscode,
        fields.accessDialIn,
        fields.accessNote,
        fields.vatExempt,
        fields.vatExempt ? fields.vatExemptionReference : null,
      ],
    );
    return id;
  }
}
