import { formatShortDate } from '@mpb/domain';

/** The German texts the waitlist answers with (spec 000 §8, 001 §8 and our offer pages). */
export const WAITLIST_MESSAGES = {
  courseNotFound: 'Der gewählte Kurstermin wurde nicht gefunden.',
  courseClosed:
    'Für diesen Kurstermin ist keine Eintragung in die Warteliste mehr möglich. Bitte wählen Sie einen anderen Termin.',
  courseHasSeats: 'Für diesen Kurstermin sind noch Plätze frei. Sie können ihn direkt buchen.',
  courseInvalid: 'Bitte wählen Sie einen gültigen Kurstermin.',
  alreadyOnWaitlist: 'Sie stehen bereits auf der Warteliste für diesen Kurs.',
  alreadyBooked: 'Sie haben über die Warteliste bereits einen Platz für diesen Kurs gebucht.',
  unsubscribed: 'Sie wurden erfolgreich aus der Warteliste ausgetragen.',
  invalidUnsubscribeLink: 'Ungültiger Abmelde-Link',
  unsubscribeLinkUsed: 'Dieser Abmelde-Link wurde bereits verwendet. Sie stehen nicht mehr auf der Warteliste.',
  removedAfterExpiredOffer: 'Ihr Platzangebot ist abgelaufen, deshalb stehen Sie nicht mehr auf der Warteliste.',
  removedByUs: 'Sie stehen nicht mehr auf der Warteliste für diesen Kurs.',
  bookedCannotUnsubscribe:
    'Sie haben über die Warteliste bereits einen Platz für diesen Kurs gebucht. Für eine Stornierung kontaktieren Sie uns bitte.',
  invalidOffer: 'Dieser Buchungslink ist ungültig oder abgelaufen.',
  offerExpired: 'Dieses Platzangebot ist abgelaufen. Der Platz wird der nächsten Person auf der Warteliste angeboten.',
  offerUsed: 'Über dieses Platzangebot wurde bereits gebucht.',
  offerWithdrawn: 'Sie haben sich von der Warteliste ausgetragen. Dieses Platzangebot gilt nicht mehr.',
  offerOtherCourse: 'Dieser Buchungslink gehört zu einem anderen Kurstermin.',
  offerOtherEmail: 'Dieser Buchungslink gilt nur für die E-Mail-Adresse, an die das Platzangebot gesendet wurde.',
} as const;

/** 'Medizinprodukteberater Basiszertifizierung am 15.12.2026' */
export function describeCourse(course: { title: string; date: string }): string {
  return `${course.title} am ${formatShortDate(course.date)}`;
}
