import { useState } from 'react';
import { Modal } from '../components/Modal';
import { addMonths, type CalendarDay, compareMonths, formatMonth, monthGrid, monthOf } from '../lib/calendar';
import { type Course, findNextAvailableCourse, upcomingCourses } from '../lib/courses';
import { formatLongDate, formatRemainingSpots, formatTimeRange, todayInBerlin } from '@mpb/domain';
import { DayChoice } from './calendar/DayChoice';
import { MonthGrid } from './calendar/MonthGrid';
import '../styles/calendar.css';

interface CalendarDialogProps {
  courses: Course[];
  onBook: (course: Course) => void;
  onWaitlist: (course: Course) => void;
  onNewsletter: () => void;
  onClose: () => void;
}

/** 'Kurstermin wählen': all upcoming dates in a month grid; free days book, full days lead to the waitlist. */
export default function CalendarDialog({ courses, onBook, onWaitlist, onNewsletter, onClose }: CalendarDialogProps) {
  const today = todayInBerlin();
  const upcoming = upcomingCourses(courses, today);
  const next = findNextAvailableCourse(courses, today);
  const firstMonth = monthOf(today);
  const lastCourse = upcoming.at(-1);
  const lastMonth =
    lastCourse && compareMonths(monthOf(lastCourse.date), firstMonth) > 0 ? monthOf(lastCourse.date) : firstMonth;
  const [month, setMonth] = useState(() => monthOf(next?.date ?? upcoming[0]?.date ?? today));
  const [chosenDay, setChosenDay] = useState<CalendarDay | null>(null);
  const changeMonth = (delta: number) => {
    setChosenDay(null);
    setMonth(addMonths(month, delta));
  };

  const monthName = formatMonth(month);
  const weeks = monthGrid(month, upcoming, today);
  const datesThisMonth = weeks.flat().filter((day) => day.state !== 'none').length;

  return (
    <Modal
      title="Kurstermin wählen"
      subtitle="Wählen Sie einen freien Termin für Ihr Live-Online-Seminar."
      onClose={onClose}
      size="wide"
    >
      <div className="calendar">
        <div className="calendar__nav">
          <button
            type="button"
            className="calendar__nav-button"
            onClick={() => changeMonth(-1)}
            disabled={compareMonths(month, firstMonth) <= 0}
            aria-label="Vorheriger Monat"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="calendar__month" aria-live="polite">
            {monthName}
          </p>
          <button
            type="button"
            className="calendar__nav-button"
            onClick={() => changeMonth(1)}
            disabled={compareMonths(month, lastMonth) >= 0}
            aria-label="Nächster Monat"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>

        {chosenDay ? (
          <DayChoice day={chosenDay} onBook={onBook} onWaitlist={onWaitlist} onBack={() => setChosenDay(null)} />
        ) : (
          <MonthGrid
            weeks={weeks}
            caption={`Termine im ${monthName}`}
            onSelectAvailable={onBook}
            onSelectFull={onWaitlist}
            onSelectDay={setChosenDay}
          />
        )}
        {datesThisMonth === 0 && <p className="calendar__empty">In diesem Monat finden keine Termine statt.</p>}

        <ul className="calendar__legend" aria-label="Legende">
          <li>
            <span className="calendar__swatch calendar__swatch--available" aria-hidden="true" /> Plätze frei (Anzahl)
          </li>
          <li>
            <span className="calendar__swatch calendar__swatch--full" aria-hidden="true" /> Ausgebucht: Warteliste
          </li>
        </ul>
      </div>

      <div className="calendar__cards">
        {next && (
          <article className="calendar-card calendar-card--next" aria-labelledby="calendar-next-heading">
            <p className="calendar-card__kicker" id="calendar-next-heading">
              Nächster verfügbarer Termin
            </p>
            <p className="calendar-card__date">{formatLongDate(next.date)}</p>
            <p className="calendar-card__meta">
              {formatTimeRange(next.start_time, next.end_time)} · {formatRemainingSpots(next.available_spots)}
            </p>
            <button type="button" className="button button--primary button--block" onClick={() => onBook(next)}>
              Jetzt buchen
            </button>
          </article>
        )}
        <article className="calendar-card" aria-labelledby="calendar-newsletter-heading">
          <p className="calendar-card__kicker" id="calendar-newsletter-heading">
            {upcoming.length === 0 ? 'Noch keine Termine' : 'Weitere Termine'}
          </p>
          <p>
            {upcoming.length === 0
              ? 'Aktuell sind keine Termine veröffentlicht. Abonnieren Sie unseren Newsletter, dann erfahren Sie als Erste von neuen Terminen.'
              : `Termine sind bis ${formatMonth(lastMonth)} geplant. Spätere Termine kündigen wir zuerst im Newsletter an.`}
          </p>
          <button type="button" className="button button--ghost button--block" onClick={onNewsletter}>
            Newsletter abonnieren
          </button>
        </article>
      </div>
    </Modal>
  );
}
