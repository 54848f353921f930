import { Inject, Injectable } from '@nestjs/common';
import { daysBeforeCourse } from '@mpb/domain';
import { z } from 'zod';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { TransactionRunner } from '../../core/database/transaction';
import { ApiError, FieldErrors } from '../../core/http/api-error';
import { INVALID_DATA_MESSAGE, parseBody } from '../../core/http/parse-body';
import { AdminListRequest } from '../../core/http/admin-list';
import { EVENTS } from '../../core/queue/job-names';
import { OutboxService } from '../../core/queue/outbox.service';
import { WaitlistOffersService } from '../../waitlist/waitlist-offers.service';
import { courseAudit, courseAuditView } from './admin-course-events';
import { COURSE_NOT_FOUND_MESSAGE } from '../course-messages';
import { AdminCoursesRepository } from './admin-courses.repository';
import {
  AdminCourseFilter,
  AdminCourseRow,
  COURSE_FIELD_MESSAGES,
  CourseFields,
  CreateCourseRequest,
} from './dto/admin-course.dto';

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

/** A course row that must exist (missing or deleted: 404). */
export function foundCourse(row: AdminCourseRow | null): AdminCourseRow {
  if (!row) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  return row;
}

/** The courses tab: list, create, duplicate and the inline spots input (update: AdminCourseUpdateService). */
@Injectable()
export class AdminCoursesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly courses: AdminCoursesRepository,
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

  list(request: AdminListRequest<AdminCourseFilter>) {
    return this.courses.list(request, this.clock.now());
  }

  async row(id: string, manager?: EntityManager): Promise<AdminCourseRow> {
    return foundCourse(await this.courses.findRow(id, this.clock.now(), manager));
  }

  async create(request: CreateCourseRequest, actor: AdminActor): Promise<AdminCourseRow> {
    refuseProblems({ ...scheduleProblems(request, this.clock.now(), true), ...taxProblems(request) });
    return this.transactions.run(async (manager) => {
      const id = await this.courses.insert(manager, this.withDefaultAccess(request));
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
    return this.transactions.run(async (manager) => {
      // A new date has its own meeting: the copy starts from the defaults, not the original's access.
      const id = await this.courses.insert(
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
    return this.transactions.run(async (manager) => {
      const before = foundCourse(await this.courses.lockRow(manager, id, this.clock.now()));
      const allowed = spotsRange(before);
      const { availableSpots } = parseBody(spotsWithin(allowed), body, undefined, {
        message: (fields) => fields.availableSpots ?? INVALID_DATA_MESSAGE,
      });
      if (availableSpots > before.available_spots) {
        await this.waitlistOffers.seatsFreed(manager, id, availableSpots - before.available_spots);
      } else if (availableSpots < before.available_spots) {
        await this.courses.setAvailableSpots(manager, id, availableSpots);
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
}
