import Redis from 'ioredis';
import { firstValueFrom, timeout } from 'rxjs';
import type { DataSource } from 'typeorm';
import { CourseChangesService } from '../../backend/src/courses/course-changes.service';
import { COURSES_CHANGED_CHANNEL } from '../../backend/src/core/queue/job-names';
import type { TestApp } from './app';

const running = new Set<TestApp>();

export function trackCourseChanges(app: TestApp) {
  running.add(app);
}

export function untrackCourseChanges(app: TestApp) {
  running.delete(app);
}

/**
 * Announces a course change written straight into the database, as the outbox relay does for the
 * application's own writes, and returns once every API instance of that installation has received
 * it: their course lists and pages are read again from then on.
 */
export async function announceCoursesChanged(dataSource: DataSource): Promise<void> {
  const app = [...running].find((candidate) => candidate.dataSource === dataSource);
  if (!app) return;
  const instances = [...running].filter((candidate) => candidate.env.REDIS_PREFIX === app.env.REDIS_PREFIX);
  const received = Promise.all(
    instances.map((instance) => firstValueFrom(instance.api.get(CourseChangesService).stream.pipe(timeout(5000)))),
  );
  const publisher = new Redis(app.env.REDIS_URL);
  try {
    await publisher.publish(`${app.env.REDIS_PREFIX}:${COURSES_CHANGED_CHANNEL}`, String(Date.now()));
    await received;
  } finally {
    publisher.disconnect();
  }
}
