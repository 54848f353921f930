import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { monthGrid, monthOf } from '../../frontend/src/site/lib/calendar';
import {
  findNextAvailableCourse,
  upcomingCourses,
  type Course as SiteCourse,
} from '../../frontend/src/site/lib/courses';
import { todayInBerlin } from '@mpb/domain';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { createCourse } from './helpers/booking-fixtures';

const MINUTE = 60_000;

/** Date and start time in Berlin of an instant, so the test holds at any hour, midnight included. */
function startingAt(instant: number): Pick<Course, 'date' | 'start_time' | 'end_time'> {
  const berlin = new TZDate(instant, 'Europe/Berlin');
  // The end must lie after the start on the same day.
  return { date: format(berlin, 'yyyy-MM-dd'), start_time: format(berlin, 'HH:mm:ss'), end_time: '23:59:59.999999' };
}

describe('course listing (DECISIONS 26: offered until it starts)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function courses() {
    const now = Date.now();
    const startedAnHourAgo = await createCourse(app.dataSource, startingAt(now - 60 * MINUTE));
    const startedAMinuteAgo = await createCourse(app.dataSource, startingAt(now - MINUTE));
    const laterToday = await createCourse(app.dataSource, startingAt(now + 60 * MINUTE));
    return {
      startedAnHourAgo,
      startedAMinuteAgo,
      laterToday,
      ids: [startedAnHourAgo.id, startedAMinuteAgo.id, laterToday.id],
    };
  }

  it('GET /api/courses lists a course until its start time in Berlin, not until midnight', async () => {
    const { laterToday, ids } = await courses();
    // The list is served from memory and re-read once the new courses are announced.
    const listed = await eventually(async () => {
      const response = await fetch(`${app.url}/api/courses`);
      expect(response.status).toBe(200);
      const ours = ((await response.json()) as { id: string }[])
        .map((course) => course.id)
        .filter((id) => ids.includes(id));
      return ours.includes(laterToday.id) && ours;
    });
    expect(listed).toEqual([laterToday.id]);
  });

  it('drops a listed course from GET /api/courses once it starts, with no change announced', async () => {
    // Far enough ahead to be listed first on a busy machine (start times are whole seconds).
    const startsAt = Date.now() + 8000;
    const startsSoon = await createCourse(app.dataSource, startingAt(startsAt));
    const listedIds = async () =>
      ((await (await fetch(`${app.url}/api/courses`)).json()) as { id: string }[]).map((course) => course.id);
    // Listed once the new course is announced and the list re-read, as in the test above.
    await eventually(async () => (await listedIds()).includes(startsSoon.id), {
      timeoutMs: startsAt - Date.now(),
      what: 'the new course listed before it starts',
    });
    // Well before the list's safety re-read (a minute): the start itself ends the cached list.
    await eventually(async () => !(await listedIds()).includes(startsSoon.id), {
      timeoutMs: startsAt - Date.now() + 15_000,
      what: 'the started course gone from the list',
    });
  });

  it('the site offers neither a started course as the next date nor its day as bookable', async () => {
    const { startedAnHourAgo, startedAMinuteAgo, laterToday, ids } = await courses();
    // What a page loaded before the starts still holds.
    const held = (await app.dataSource
      .getRepository(Course)
      .findBy(ids.map((id) => ({ id })))) as unknown as SiteCourse[];
    const started = held.filter((course) => course.id !== laterToday.id);

    expect(upcomingCourses(held).map((course) => course.id)).toEqual([laterToday.id]);
    expect(findNextAvailableCourse(held)?.id).toBe(laterToday.id);
    expect(findNextAvailableCourse(started)).toBeNull();

    const today = todayInBerlin();
    for (const course of [startedAnHourAgo, startedAMinuteAgo]) {
      const day = monthGrid(monthOf(course.date), upcomingCourses(started, today), today)
        .flat()
        .find((cell) => cell.iso === course.date && cell.inMonth);
      expect(day).toMatchObject({ state: 'none', courses: [] });
    }
  });
});
