/** The answer when a course id names no course (or a deleted one). */
export const COURSE_NOT_FOUND_MESSAGE = 'Kurs nicht gefunden.';
