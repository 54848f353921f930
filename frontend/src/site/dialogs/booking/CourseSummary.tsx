import type { Course } from '../../lib/courses';
import { formatAmount, formatLongDate, formatTimeRange, formatRemainingSpots, priceTaxNote } from '@mpb/domain';

interface CourseSummaryProps {
  course: Course;
  priceCents: number;
  /** A seat held for a waitlist offer counts as available for its owner. */
  heldSeat: boolean;
}

export function CourseSummary({ course, priceCents, heldSeat }: CourseSummaryProps) {
  const spots = course.available_spots;
  const spotsClass = heldSeat ? '' : spots <= 0 ? 'spots--full' : spots <= 3 ? 'spots--few' : '';
  return (
    <section className="course-summary" aria-label="Ihr Termin">
      <p className="course-summary__title">{course.title}</p>
      <dl className="course-summary__facts">
        <div>
          <dt>Datum</dt>
          <dd>{formatLongDate(course.date)}</dd>
        </div>
        <div>
          <dt>Uhrzeit</dt>
          <dd>{formatTimeRange(course.start_time, course.end_time)}</dd>
        </div>
        <div>
          <dt>Ort</dt>
          <dd>{course.location || 'Live Online Webinar'}</dd>
        </div>
        <div>
          <dt>Preis</dt>
          <dd>
            {formatAmount(priceCents, course.currency ?? 'EUR')} {priceTaxNote(course.vat_exempt)}
          </dd>
        </div>
      </dl>
      <p className={`spots ${spotsClass}`} data-testid="available-spots">
        {heldSeat ? 'Ein Platz ist für Sie reserviert' : formatRemainingSpots(spots)}
      </p>
    </section>
  );
}
