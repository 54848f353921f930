import type { SiteInfo } from '@mpb/emails';
import { EntityManager } from 'typeorm';
import { courseCalendarAttachment, loadBookingMailData } from './booking-mail-data';

/**
 * The booking's calendar file as the confirmation mail attaches it (same UID, so a calendar
 * updates its entry), with the course as it is now; null for an unknown booking.
 */
export async function bookingCalendarFile(
  manager: EntityManager,
  bookingId: string,
  site: SiteInfo,
): Promise<string | null> {
  const booking = await loadBookingMailData(manager, bookingId);
  return booking ? courseCalendarAttachment(booking, site).content : null;
}
