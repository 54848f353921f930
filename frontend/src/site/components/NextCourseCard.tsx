import type { Course } from '../lib/courses';
import { formatLongDate, formatRemainingSpots, formatTimeRange } from '@mpb/domain';

interface NextCourseCardProps {
  course: Course;
  onBook: (course: Course) => void;
}

export function NextCourseCard({ course, onBook }: NextCourseCardProps) {
  const fewSpots = course.available_spots <= 3;
  return (
    <article className="course-card" aria-labelledby="next-course-heading" data-testid="next-course">
      <p className="course-card__kicker" id="next-course-heading">
        Nächster verfügbarer Termin
      </p>
      <p className="course-card__date">{formatLongDate(course.date)}</p>
      <dl className="course-card__facts">
        <div>
          <dt>Uhrzeit</dt>
          <dd>{formatTimeRange(course.start_time, course.end_time)}</dd>
        </div>
        <div>
          <dt>Kurs</dt>
          <dd>{course.title}</dd>
        </div>
        <div>
          <dt>Ort</dt>
          <dd>{course.location || 'Live Online Webinar'}</dd>
        </div>
      </dl>
      <div className="course-card__footer">
        <span className={`spots ${fewSpots ? 'spots--few' : ''}`}>{formatRemainingSpots(course.available_spots)}</span>
        <button type="button" className="button button--primary button--large" onClick={() => onBook(course)}>
          Jetzt buchen
        </button>
      </div>
    </article>
  );
}
