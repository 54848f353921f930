import { TZDate } from '@date-fns/tz';
import { berlinInstant, TIME_ZONE } from '@mpb/domain';
import { formatISO } from 'date-fns';
import { Course } from '../course.entity';
import { pricedCourseOfType } from './priced-course';

const SCHEMA = 'https://schema.org';

interface SiteLinks {
  /** The page where dates are booked, absolute. */
  bookingUrl: string;
  organizer: { name: string; url: string };
}

/** '474.81' from 47481 cents: schema.org wants a decimal point and no currency sign. */
function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** ISO 8601 with Berlin's offset that day: '2026-12-15T08:30:00+01:00'. */
function berlinIso(date: string, time: string): string {
  return formatISO(new TZDate(berlinInstant(date, time).getTime(), TIME_ZONE));
}

function availability(course: Course): string {
  return `${SCHEMA}/${course.available_spots > 0 ? 'InStock' : 'SoldOut'}`;
}

/** schema.org Event of one course date: times with Berlin's offset, seats, price and availability. */
export function courseEvent(course: Course, site: SiteLinks): object {
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: course.title,
    ...(course.description ? { description: course.description } : {}),
    startDate: berlinIso(course.date, course.start_time),
    endDate: berlinIso(course.date, course.end_time),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/OnlineEventAttendanceMode`,
    location: { '@type': 'VirtualLocation', url: site.bookingUrl },
    organizer: { '@type': 'Organization', ...site.organizer },
    inLanguage: 'de',
    maximumAttendeeCapacity: course.max_participants,
    remainingAttendeeCapacity: course.available_spots,
    offers: {
      '@type': 'Offer',
      price: decimalPrice(course.gross_price),
      priceCurrency: course.currency,
      availability: availability(course),
      url: site.bookingUrl,
      validFrom: course.created_at.toISOString(),
    },
  };
}

/** The basis Course's offer: the price of its next date with a free seat (or of its first date), as the page shows it. */
export function courseOffer(courses: Course[], site: SiteLinks): object | undefined {
  const offered = pricedCourseOfType(courses, 'basis');
  if (!offered) return undefined;
  return {
    '@type': 'Offer',
    category: 'Paid',
    price: decimalPrice(offered.gross_price),
    priceCurrency: offered.currency,
    availability: availability(offered),
    url: site.bookingUrl,
  };
}
