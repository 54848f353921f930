import type { CourseRow } from './course-api';

/** The course dialog's values (spec 001 §3): camelCase like the API's bodies, prices as typed in euros. */
export interface CourseFormValues {
  title: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  netPrice: string;
  grossPrice: string;
  currency: string;
  maxParticipants: number;
  type: string;
  location: string;
  status: string;
  vatExempt: boolean;
  vatExemptionReference: string;
  accessUrl: string;
  accessMeetingId: string;
  accessPasscode: string;
  accessDialIn: string;
  accessNote: string;
}

export const NEW_COURSE_VALUES: CourseFormValues = {
  title: 'Medizinprodukteberater Basiszertifizierung',
  description: '',
  date: '',
  startTime: '08:30',
  endTime: '16:00',
  netPrice: '399,00',
  grossPrice: '474,81',
  currency: 'EUR',
  maxParticipants: 10,
  type: 'basis',
  location: 'Live Online Webinar',
  status: 'active',
  vatExempt: false,
  vatExemptionReference: '',
  accessUrl: '',
  accessMeetingId: '',
  accessPasscode: '',
  accessDialIn: '',
  accessNote: '',
};

const EURO_TEXT = /^(\d+)(?:,(\d{1,2}))?$/;

/** '474,81' (or '474.81', '1.234,50') -> 47481 cents; null when it is no amount of at least 0 with at most 2 decimals. */
export function centsFromEuroText(text: string): number | null {
  const compact = text.trim().replace(/\s/g, '');
  const german = compact.includes(',') ? compact.replace(/\./g, '') : compact.replace('.', ',');
  const match = EURO_TEXT.exec(german);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 47481 -> '474,81'. */
export function euroTextFromCents(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

export function formValuesOf(course: CourseRow): CourseFormValues {
  return {
    title: course.title,
    description: course.description ?? '',
    date: course.date,
    startTime: course.start_time,
    endTime: course.end_time,
    netPrice: euroTextFromCents(course.net_price),
    grossPrice: euroTextFromCents(course.gross_price),
    currency: course.currency,
    maxParticipants: course.max_participants,
    type: course.type,
    location: course.location,
    status: course.status,
    vatExempt: course.vatExempt,
    vatExemptionReference: course.vatExemptionReference ?? '',
    accessUrl: course.accessUrl ?? '',
    accessMeetingId: course.accessMeetingId ?? '',
    accessPasscode: course.accessPasscode ?? '',
    accessDialIn: course.accessDialIn ?? '',
    accessNote: course.accessNote ?? '',
  };
}

/** Whether the saved values move the date: participants are then told (and the count is shown first). */
export function scheduleChanged(before: CourseFormValues, after: CourseFormValues): boolean {
  return before.date !== after.date || before.startTime !== after.startTime || before.endTime !== after.endTime;
}

/** The API body: prices in cents; an unreadable price goes as text so the server names the field. */
export function requestBodyOf(values: CourseFormValues) {
  const { netPrice, grossPrice, ...rest } = values;
  return {
    ...rest,
    netPrice: centsFromEuroText(netPrice) ?? netPrice,
    grossPrice: centsFromEuroText(grossPrice) ?? grossPrice,
  };
}
