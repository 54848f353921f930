import { useEffect, useRef } from 'react';
import type { CalendarDay } from '../../lib/calendar';
import type { Course } from '../../lib/courses';
import { formatLongDate, formatTimeRange, formatRemainingSpots } from '@mpb/domain';

interface DayChoiceProps {
  day: CalendarDay;
  onBook: (course: Course) => void;
  onWaitlist: (course: Course) => void;
  onBack: () => void;
}

/** A day with several courses: each with its time and seats, booked or waitlisted on its own. */
export function DayChoice({ day, onBook, onWaitlist, onBack }: DayChoiceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="day-choice" aria-labelledby="day-choice-heading">
      <h3 id="day-choice-heading" ref={heading} tabIndex={-1}>
        Termine am {formatLongDate(day.iso)}
      </h3>
      <ul className="day-choice__list">
        {day.courses.map((course) => (
          <li key={course.id} className="day-choice__item">
            <div>
              <p className="day-choice__time">{formatTimeRange(course.start_time, course.end_time)}</p>
              <p className="day-choice__title">{course.title}</p>
              <p className="day-choice__spots">{formatRemainingSpots(course.available_spots)}</p>
            </div>
            {course.available_spots > 0 ? (
              <button type="button" className="button button--primary" onClick={() => onBook(course)}>
                Buchen
              </button>
            ) : (
              <button type="button" className="button button--warning" onClick={() => onWaitlist(course)}>
                Warteliste
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--ghost" onClick={onBack}>
        Zurück zum Kalender
      </button>
    </section>
  );
}
