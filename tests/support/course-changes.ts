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
 * Runs `change` and returns once every API instance of the app owning `dataSource` has received
 * the 'courses changed' signal that follows it (the relay's, or one published by `change`): their
 * course lists and pages are read again from then on.
 */
export async function untilCourseChangeArrives<T>(dataSource: DataSource, change: () => Promise<T>): Promise<T> {
  const app = [...running].find((candidate) => candidate.dataSource === dataSource);
  if (!app) return change();
  const instances = [...running].filter((candidate) => candidate.env.REDIS_PREFIX === app.env.REDIS_PREFIX);
  const received = Promise.all(
    instances.map((instance) => firstValueFrom(instance.api.get(CourseChangesService).stream.pipe(timeout(10_000)))),
  );
  const result = await change();
  await received;
  return result;
}

/** Announces a course change written straight into the database, as the relay does for the application's own writes. */
export async function announceCoursesChanged(dataSource: DataSource): Promise<void> {
  const app = [...running].find((candidate) => candidate.dataSource === dataSource);
  if (!app) return;
  const publisher = new Redis(app.env.REDIS_URL);
  try {
    await untilCourseChangeArrives(dataSource, () =>
      publisher.publish(`${app.env.REDIS_PREFIX}:${COURSES_CHANGED_CHANNEL}`, String(Date.now())),
    );
  } finally {
    publisher.disconnect();
  }
}
