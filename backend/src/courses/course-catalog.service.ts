import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { courseStartsAt } from '@mpb/domain';
import { Logger } from 'pino';
import { Subscription } from 'rxjs';
import { Clock } from '../core/clock/clock';
import { prepareBody, PreparedBody } from '../core/http/prepared-body';
import { LOGGER } from '../core/logging/logging.module';
import { Course } from './course.entity';
import { CourseRepository } from './course.repository';
import { CourseChangesService } from './course-changes.service';

/** Redis pub/sub may drop an announcement; a list older than this is read again anyway. */
const CATALOG_MAX_AGE_MS = 60_000;

export interface CatalogSnapshot {
  /** Upcoming courses, soonest first, as GET /api/courses lists them. */
  courses: Course[];
  /** That list serialised once, in every encoding. */
  body: PreparedBody;
  /** The count of announced changes when the list was read. */
  changes: number;
  /** When the list is out of date by itself: the first listed start, or the safety interval. */
  expiresAt: number;
}

/**
 * The upcoming courses held in memory, so a thousand pages reloading after a change cost one
 * database query, not a thousand. Read again after every announced change (the relay's
 * 'courses changed' signal), when a listed course starts (it must leave the list, DECISIONS 26)
 * and after CATALOG_MAX_AGE_MS. Callers arriving while a read runs share it. While the database
 * is busy or down, the list read last is served and the new read happens behind it (DECISIONS 28).
 */
@Injectable()
export class CourseCatalog implements OnModuleInit, OnModuleDestroy {
  private changes = 0;
  private snapshot?: CatalogSnapshot;
  private loading?: Promise<void>;
  private subscription?: Subscription;

  constructor(
    private readonly courses: CourseRepository,
    private readonly courseChanges: CourseChangesService,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.subscription = this.courseChanges.stream.subscribe(() => {
      this.changes += 1;
      // Read at once, so the pages reloading on the same signal find the list ready.
      this.current().catch(() => undefined);
    });
  }

  onModuleDestroy() {
    this.subscription?.unsubscribe();
  }

  async current(): Promise<CatalogSnapshot> {
    let waited = false;
    for (;;) {
      const snapshot = this.snapshot;
      if (snapshot?.changes === this.changes) {
        // A read just made stands even if the database's clock still lists a course this clock saw start.
        if (waited || this.clock.now().getTime() < snapshot.expiresAt) return snapshot;
        this.changes += 1;
      }
      // Everyone waiting shares one read; a change announced meanwhile costs one more read, not one per waiter.
      const loading = (this.loading ??= this.startLoad());
      if (snapshot && this.courses.poolIsBusy()) return snapshot;
      try {
        await loading;
      } catch (error) {
        if (!snapshot) throw error;
        return snapshot;
      }
      waited = true;
    }
  }

  private startLoad(): Promise<void> {
    const loading = this.load().finally(() => (this.loading = undefined));
    loading.catch((error) => this.logger.warn({ err: error }, 'could not read the upcoming courses'));
    return loading;
  }

  private async load() {
    const changes = this.changes;
    const readAt = this.clock.now().getTime();
    const courses = await this.courses.listUpcoming();
    const firstStart = Math.min(...courses.map((course) => courseStartsAt(course).getTime()));
    this.snapshot = {
      courses,
      body: await prepareBody(JSON.stringify(courses), 'application/json; charset=utf-8'),
      changes,
      expiresAt: Math.min(firstStart, readAt + CATALOG_MAX_AGE_MS),
    };
  }
}
