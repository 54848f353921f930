import { Course } from '../course.entity';

/** The date whose price a course type's card shows: its next date with a free seat, else its first date. */
export function pricedCourseOfType(courses: Course[], type: Course['type']): Course | undefined {
  const ofType = courses.filter((course) => course.type === type);
  return ofType.find((course) => course.available_spots > 0) ?? ofType[0];
}
