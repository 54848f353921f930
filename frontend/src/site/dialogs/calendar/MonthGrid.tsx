import type { CalendarDay } from '../../lib/calendar';
import { WEEKDAYS } from '../../lib/calendar';
import type { Course } from '../../lib/courses';
import { formatLongDate, formatRemainingSpots } from '@mpb/domain';

interface MonthGridProps {
  weeks: CalendarDay[][];
  caption: string;
  onSelectAvailable: (course: Course) => void;
  onSelectFull: (course: Course) => void;
  /** A day with several courses: the visitor chooses one. */
  onSelectDay: (day: CalendarDay) => void;
}

function dayLabel(day: CalendarDay): string {
  const date = formatLongDate(day.iso);
  if (day.courses.length > 1) return `${date}: ${day.courses.length} Termine, Termin wählen`;
  return day.state === 'available'
    ? `${date}: ${formatRemainingSpots(day.spots)}, Termin buchen`
    : `${date}: Ausgebucht, auf die Warteliste setzen`;
}

function DayCell({
  day,
  onSelectAvailable,
  onSelectFull,
  onSelectDay,
}: { day: CalendarDay } & Omit<MonthGridProps, 'weeks' | 'caption'>) {
  if (!day.inMonth) return <td className="calendar__cell calendar__cell--outside" aria-hidden="true" />;
  if (day.state === 'none') {
    return (
      <td className={`calendar__cell ${day.past ? 'calendar__cell--past' : ''}`}>
        <span className="calendar__day">{day.day}</span>
      </td>
    );
  }
  const several = day.courses.length > 1;
  const available = day.state === 'available';
  const select = () => {
    if (several) onSelectDay(day);
    else if (available) onSelectAvailable(day.courses[0]);
    else onSelectFull(day.courses[0]);
  };
  return (
    <td className="calendar__cell">
      {/* The name comes from the hidden text, so it reads the whole date where the cell shows the day. */}
      <button type="button" className={`calendar__date calendar__date--${day.state}`} onClick={select}>
        <span className="visually-hidden">{dayLabel(day)}</span>
        <span className="calendar__day" aria-hidden="true">
          {day.day}
        </span>
        <span className="calendar__status" aria-hidden="true">
          {several ? (
            <>
              {day.courses.length}
              <span className="calendar__status-word"> Termine</span>
            </>
          ) : available ? (
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
export function MonthGrid({ weeks, caption, ...handlers }: MonthGridProps) {
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
              <DayCell key={day.iso} day={day} {...handlers} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
