import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventStatus } from 'ical-generator';
import { berlinInstant } from '@mpb/domain';

export const DEFAULT_COURSE_LOCATION = 'Live Online Webinar';

export interface CalendarEventInput {
  /** Stable across resends so calendar apps update the entry instead of duplicating it. */
  uid: string;
  title: string;
  /** Course date as 'yyyy-MM-dd' (Europe/Berlin). */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS' wall-clock time in Europe/Berlin. */
  startTime: string;
  endTime: string;
  location?: string;
  description?: string;
  url?: string;
  organizer?: { name: string; email: string };
  /** Revision of the event (RFC 5545 SEQUENCE): higher for every change of date or time of the same UID. */
  sequence?: number;
  /**
   * Withdraws an entry sent before under the same UID (METHOD:CANCEL, STATUS:CANCELLED, RFC 5546),
   * for the attendee named here; the sequence must be higher than the one they last received.
   */
  cancelledFor?: { name: string; email: string };
}

/**
 * An RFC 5545 calendar file with one event. Start and end are written in UTC, converted from
 * Europe/Berlin wall-clock time, which every calendar client reads the same way without a
 * VTIMEZONE block.
 */
export function buildCalendarEvent(input: CalendarEventInput): string {
  const start = berlinInstant(input.date, input.startTime);
  const end = berlinInstant(input.date, input.endTime);
  if (end.getTime() <= start.getTime()) throw new RangeError('The course must end after it starts');

  const cancelledFor = input.cancelledFor;
  const calendar = ical({
    prodId: { company: 'Medizinprodukteberater Zertifizierung', product: 'Kursbuchung', language: 'DE' },
    method: cancelledFor ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence ?? 0,
    start,
    end,
    summary: input.title,
    location: input.location ?? DEFAULT_COURSE_LOCATION,
    description: input.description,
    url: input.url && singleLine(input.url),
    organizer: input.organizer && { name: singleLine(input.organizer.name), email: singleLine(input.organizer.email) },
    ...(cancelledFor
      ? {
          status: ICalEventStatus.CANCELLED,
          busystatus: ICalEventBusyStatus.FREE,
          attendees: [{ name: singleLine(cancelledFor.name), email: singleLine(cancelledFor.email) }],
        }
      : { status: ICalEventStatus.CONFIRMED, busystatus: ICalEventBusyStatus.BUSY }),
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, '');
}
