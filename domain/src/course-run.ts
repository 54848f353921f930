import { isOfferedAt, type CourseStart } from './course-offer';
import { daysBeforeCourse } from './self-service';

/** The four topics of the course contents (/seminarinhalte), as certificates list them. */
export const COURSE_TOPICS = [
  'Rechtliche Grundlagen',
  'Produktklassifizierung und Risikoklassen I, IIa, IIb, III',
  'Praktische Beratungskompetenz',
  'Qualitätsmanagement und Vigilanz',
] as const;

/** Where a course date stands between sale and certificate. */
export const DATE_STATES = [
  'upcoming',
  'running',
  'attendance_open',
  'certificates_pending',
  'certificates_sent',
  'finished',
] as const;
export type DateState = (typeof DATE_STATES)[number];

export const DATE_STATE_LABELS: Record<DateState, string> = {
  upcoming: 'Bevorstehend',
  running: 'Läuft',
  attendance_open: 'Anwesenheit offen',
  certificates_pending: 'Zertifikate in Versand',
  certificates_sent: 'Zertifikate versendet',
  finished: 'Abgeschlossen',
};

/** Attendance of one participant; null: not recorded yet. */
export type Attendance = 'present' | 'absent';

export const ATTENDANCE_LABELS: Record<Attendance, string> = { present: 'Anwesend', absent: 'Abwesend' };

/** '08:30' to '16:00' → '7,5 Stunden'. */
export function formatDuration(startTime: string, endTime: string): string {
  const minutes = (time: string) => {
    const [hours, mins] = time.split(':').map(Number);
    return hours * 60 + mins;
  };
  const hours = (minutes(endTime) - minutes(startTime)) / 60;
  const text = hours.toLocaleString('de-DE', { maximumFractionDigits: 2 });
  return `${text} ${hours === 1 ? 'Stunde' : 'Stunden'}`;
}

/** Fewer confirmed participants than this, shortly before the start, and the date may be called off. */
const MIN_PARTICIPANTS = 3;
const CANCELLATION_CHECK_DAYS = 14;

export const CANCELLATION_CHECK_LABEL = 'Absage prüfen';
/** The rule in words, for the API's description. */
export const CANCELLATION_CHECK_RULE = `weniger als ${MIN_PARTICIPANTS} Bestätigte und höchstens ${CANCELLATION_CHECK_DAYS} Tage bis zum Start`;

/**
 * 'Absage prüfen': an active date that has not started, with fewer than MIN_PARTICIPANTS confirmed
 * participants at most CANCELLATION_CHECK_DAYS calendar days before it. The dashboard and the
 * courses list flag it alike.
 */
export function cancellationCheckDue(course: CourseStart & { status: string; confirmed: number }, now: Date): boolean {
  return (
    course.status === 'active' &&
    isOfferedAt(course, now) &&
    course.confirmed < MIN_PARTICIPANTS &&
    daysBeforeCourse(course.date, now) <= CANCELLATION_CHECK_DAYS
  );
}
