/** German names of the audit actions (backend AUDIT_ACTIONS) and entities; unknown ones show as stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Anmeldung',
  'auth.sign_out': 'Abmeldung',
  'auth.admin_sign_in_refused': 'Admin-Anmeldung verweigert',
  'auth.second_factor_enrolment_started': 'Zwei-Faktor-Einrichtung begonnen',
  'auth.second_factor_succeeded': 'Zweiter Faktor bestätigt',
  'auth.second_factor_failed': 'Zweiter Faktor falsch',
  'auth.second_factor_recovery_code_used': 'Wiederherstellungscode verwendet',
  'auth.second_factor_locked': 'Zweiter Faktor gesperrt (zu viele falsche Codes)',
  'auth.second_factor_reset': 'Zwei-Faktor-Anmeldung zurückgesetzt (neues Gerät)',
  'booking.confirm': 'Buchung bestätigt',
  'booking.cancel': 'Buchung storniert',
  'booking.bulk_cancel': 'Ausstehende Buchung storniert (alle)',
  'booking.soft_delete': 'Buchung entfernt',
  'booking.email_requested': 'E-Mail angefordert',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  booking: 'Buchung',
  course: 'Kurs',
  user: 'Benutzer',
};
