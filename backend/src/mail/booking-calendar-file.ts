import type { SiteInfo } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { AccessMailsRepository } from './access-mails.repository';
import { courseCalendarAttachment } from './booking-mail-data';
import { BookingMailRepository } from './booking-mail.repository';

/**
 * The booking's calendar file as the confirmation mail attaches it (same UID, so a calendar
 * updates its entry), with the course as it is now and where the access data stands at `now`;
 * null for an unknown booking. Read with the caller's manager (a function for callers without injection).
 */
export async function bookingCalendarFile(
  manager: EntityManager,
  bookingId: string,
  site: SiteInfo,
  now: Date,
): Promise<string | null> {
  const booking = await new BookingMailRepository(manager.connection).mailData(bookingId, manager);
  if (!booking?.startsAt) return null;
  const access = await new AccessMailsRepository(manager).accessMail(
    { bookingId, courseStartsAt: booking.startsAt, email: booking.customerEmail },
    now,
  );
  return courseCalendarAttachment(booking, site, access).content;
}
