import type { PlaceholderName } from '@mpb/domain';

/** What each `{{placeholder}}` stands for, in the admin's words. */
export const PLACEHOLDER_DESCRIPTIONS: Record<PlaceholderName, string> = {
  customer_name: 'Name der Kundin bzw. des Kunden',
  booking_id: 'Buchungsnummer',
  course_title: 'Titel des Kurses',
  course_date: 'Kursdatum, z. B. Dienstag, 15. Dezember 2026',
  course_time: 'Uhrzeit, z. B. 08:30-16:00 Uhr',
  course_location: 'Kursort',
  amount: 'Gezahlter Betrag',
  cancel_url: 'Link „Stornierung anfragen“: eine vorausgefüllte E-Mail an uns mit der Buchungsnummer',
};

export const placeholderToken = (name: string) => `{{${name}}}`;
