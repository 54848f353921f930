import { type Course, coursePriceCents, FALLBACK_PRICE_CENTS } from '../lib/courses';
import {
  formatAmount,
  formatLongDate,
  formatRemainingSpots,
  formatTimeRange,
  priceTaxNote,
  SITE_PATHS,
} from '@mpb/domain';

interface CourseDateListProps {
  courses: Course[];
  onBook: (course: Course) => void;
  onWaitlist: (course: Course) => void;
}

export function CourseDateList({ courses, onBook, onWaitlist }: CourseDateListProps) {
  if (courses.length === 0) {
    return (
      <p className="empty-state">
        Aktuell sind keine Termine veröffentlicht. Neue Termine kündigen wir über die{' '}
        <a href={SITE_PATHS.waitlist}>Warteliste</a> zuerst an.
      </p>
    );
  }
  return (
    <ul className="date-list">
      {courses.map((course) => {
        const full = course.available_spots <= 0;
        return (
          <li key={course.id} className={`date-list__item ${full ? 'date-list__item--full' : ''}`}>
            <div className="date-list__when">
              <span className="date-list__date">{formatLongDate(course.date)}</span>
              <span className="date-list__time">{formatTimeRange(course.start_time, course.end_time)}</span>
            </div>
            <div className="date-list__what">
              <span className="date-list__title">{course.title}</span>
              <span className="date-list__price">
                {formatAmount(coursePriceCents(course, FALLBACK_PRICE_CENTS), course.currency ?? 'EUR')}{' '}
                {priceTaxNote(course.vat_exempt)}
              </span>
            </div>
            <span className={`spots ${full ? 'spots--full' : course.available_spots <= 3 ? 'spots--few' : ''}`}>
              {formatRemainingSpots(course.available_spots)}
            </span>
            {full ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onWaitlist(course)}
                aria-label={`Warteliste für ${formatLongDate(course.date)}`}
              >
                Warteliste
              </button>
            ) : (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onBook(course)}
                aria-label={`${formatLongDate(course.date)} buchen`}
              >
                Buchen
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
