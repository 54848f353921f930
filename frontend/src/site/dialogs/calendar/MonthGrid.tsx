import type { CalendarDay } from '../../lib/calendar';
import { WEEKDAYS } from '../../lib/calendar';
import type { Course } from '../../lib/courses';
import { formatLongDate, formatRemainingSpots } from '../../lib/format';

interface MonthGridProps {
  weeks: CalendarDay[][];
  caption: string;
  onSelectAvailable: (course: Course) => void;
  onSelectFull: (course: Course) => void;
}

function DayCell({
  day,
  onSelectAvailable,
  onSelectFull,
}: { day: CalendarDay } & Omit<MonthGridProps, 'weeks' | 'caption'>) {
  if (!day.inMonth) return <td className="calendar__cell calendar__cell--outside" aria-hidden="true" />;
  if (day.state === 'none' || !day.course) {
    return (
      <td className={`calendar__cell ${day.past ? 'calendar__cell--past' : ''}`}>
        <span className="calendar__day">{day.day}</span>
      </td>
    );
  }
  const course = day.course;
  const available = day.state === 'available';
  const label = available
    ? `${formatLongDate(day.iso)}: ${formatRemainingSpots(day.spots)}, Termin buchen`
    : `${formatLongDate(day.iso)}: Ausgebucht, auf die Warteliste setzen`;
  return (
    <td className="calendar__cell">
      <button
        type="button"
        className={`calendar__date calendar__date--${day.state}`}
        aria-label={label}
        onClick={() => (available ? onSelectAvailable(course) : onSelectFull(course))}
      >
        <span className="calendar__day" aria-hidden="true">
          {day.day}
        </span>
        <span className="calendar__status" aria-hidden="true">
          {available ? (
            <>
              {day.spots}
              <span className="calendar__status-word"> frei</span>
            </>
          ) : (
            'Aus\u00adgebucht'
          )}
        </span>
      </button>
    </td>
  );
}

/** Month table, Monday to Sunday; only course days are buttons, so Tab walks from date to date. */
export function MonthGrid({ weeks, caption, onSelectAvailable, onSelectFull }: MonthGridProps) {
  return (
    <table className="calendar__grid">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].iso}>
            {week.map((day) => (
              <DayCell key={day.iso} day={day} onSelectAvailable={onSelectAvailable} onSelectFull={onSelectFull} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
