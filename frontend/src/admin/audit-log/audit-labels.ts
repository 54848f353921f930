import {
  ATTENDANCE_LABELS,
  BOOKING_STATUS_LABELS,
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATE_TYPE_LABELS,
  formatAmount,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  PAYMENT_STATUS_LABELS,
} from '@mpb/domain';

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
  'booking.self_cancel': 'Von Teilnehmenden storniert (Meine Buchungen)',
  'booking.refund_refused': 'Erstattung abgelehnt (Stornierung über Meine Buchungen)',
  'booking.refund_transferred': 'Erstattung per Überweisung erledigt',
  'booking.bulk_cancel': 'Ausstehende Buchung storniert (alle)',
  'booking.soft_delete': 'Buchung entfernt',
  'booking.email_requested': 'E-Mail angefordert',
  'booking.attendance': 'Anwesenheit erfasst',
  'booking.rebook': 'Buchung umgebucht (Meine Buchungen)',
  'booking.substitute': 'Ersatzperson benannt (Meine Buchungen)',
  'certificate.resend': 'Zertifikat erneut gesendet',
  'certificate.reissue': 'Zertifikat neu ausgestellt (Name korrigiert)',
  'certificate.revoke': 'Zertifikat widerrufen',
  'course.create': 'Kurs erstellt',
  'course.update': 'Kurs bearbeitet',
  'course.spots': 'Freie Plätze geändert',
  'course.duplicate': 'Kurs dupliziert',
  'course.delete': 'Kurs gelöscht',
  'course.cancel': 'Kurs abgesagt',
  'discount_code.create': 'Discount Code erstellt',
  'discount_code.update': 'Discount Code bearbeitet',
  'discount_code.toggle': 'Discount Code aktiviert/deaktiviert',
  'discount_code.delete': 'Discount Code gelöscht',
  'discount_usage.reset': 'Code-Verwendung zurückgesetzt',
  'email_template.create': 'E-Mail Template erstellt',
  'email_template.update': 'E-Mail Template bearbeitet',
  'email_template.delete': 'E-Mail Template gelöscht',
  'newsletter.remove': 'Newsletter-Abonnent entfernt',
  'waitlist.remove': 'Wartelisten-Eintrag entfernt',
  'gdpr.delete': 'Daten gelöscht (DSGVO)',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  booking: 'Buchung',
  course: 'Kurs',
  user: 'Benutzer',
  discount_code: 'Discount Code',
  discount_usage: 'Code-Verwendung',
  email_template: 'E-Mail Template',
  newsletter_subscriber: 'Newsletter-Abonnent',
  waitlist_entry: 'Wartelisten-Eintrag',
  gdpr_deletion: 'DSGVO-Löschung',
};

/** German labels of the fields the audit entries keep before and after a change. */
const AUDIT_FIELD_LABELS: Record<string, string> = {
  booking_status: 'Buchungsstatus',
  payment_status: 'Zahlungsstatus',
  email_status: 'E-Mail-Status',
  refunded_amount: 'Erstattet',
  holds_seat: 'Platz gehalten',
  deleted_at: 'Entfernt am',
  paid_meanwhile: 'Inzwischen bezahlt',
  message: 'Nachricht',
  refund_basis: 'Grundlage der Erstattung',
  requested_refund: 'Angefragte Erstattung',
  type: 'Art',
  admin: 'Admin',
  enrolment: 'Einrichtung',
  title: 'Titel',
  description: 'Beschreibung',
  date: 'Datum',
  start_time: 'Beginn',
  end_time: 'Ende',
  net_price: 'Nettopreis',
  gross_price: 'Bruttopreis',
  price: 'Preis',
  currency: 'Währung',
  max_participants: 'Max. Teilnehmende',
  available_spots: 'Freie Plätze',
  requested_spots: 'Gewünschte freie Plätze',
  location: 'Ort',
  status: 'Status',
  confirmed_count: 'Bestätigte Buchungen',
  held_count: 'Reservierte Plätze',
  waiting_count: 'Wartende',
  removed_waitlist_entries: 'Entfernte Wartelisten-Einträge',
  source_id: 'Vorlage (Kurs)',
  restored: 'Wiederhergestellt',
  code: 'Code',
  discount_type: 'Rabattart',
  discount_value: 'Rabatt',
  active: 'Aktiv',
  valid_from: 'Gültig ab',
  valid_until: 'Gültig bis',
  max_uses: 'Max. Verwendungen',
  current_uses: 'Verwendet',
  discount_code_id: 'Discount Code',
  booking_id: 'Buchung',
  name: 'Name',
  subject: 'Betreff',
  html_content: 'Inhalt',
  is_active: 'Aktiv',
  is_default: 'Standard',
  variables: 'Platzhalter',
  source: 'Quelle',
  subscribed_at: 'Angemeldet am',
  unsubscribed_at: 'Abgemeldet am',
  course_id: 'Kurs',
  position: 'Position',
  affected_counts: 'Gelöschte Einträge',
  attendance: 'Anwesenheit',
  certificate_number: 'Zertifikatsnummer',
  revoked_because: 'Grund des Widerrufs',
  participant_name: 'Name auf dem Zertifikat',
  customer_name: 'Name',
  customer_email: 'E-Mail',
  course_title: 'Kurstitel',
  course_date: 'Kursdatum',
  course_start_time: 'Kursbeginn',
  payer_name: 'Zahlende Person',
  payer_email: 'E-Mail der zahlenden Person',
  by: 'Durch',
};

/** Value labels by field, where a field stores a key. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  booking_status: BOOKING_STATUS_LABELS,
  payment_status: PAYMENT_STATUS_LABELS,
  email_status: EMAIL_STATUS_LABELS,
  type: {
    ...EMAIL_TEMPLATE_TYPE_LABELS,
    'manual-confirmation': 'Manuelle Bestätigung',
    basis: 'Basis',
    advanced: 'Advanced',
    auffrischung: 'Auffrischung',
    custom: 'Individuell',
  },
  status: {
    active: 'Aktiv',
    inactive: 'Inaktiv',
    cancelled: 'Abgesagt',
    unsubscribed: 'Abgemeldet',
    unconfirmed: 'Unbestätigt',
    waiting: 'Wartend',
    offered: 'Angeboten',
    booked: 'Gebucht',
  },
  discount_type: { percentage: 'Prozent', fixed_amount: 'Festbetrag' },
  attendance: ATTENDANCE_LABELS,
  refund_basis: {
    withdrawal: 'Widerruf (voller Betrag)',
    full: 'AGB: volle Erstattung',
    half: 'AGB: Hälfte',
    none: 'AGB: keine Erstattung',
  },
  restored: { paid_during_delete: 'während des Löschens bezahlt' },
  by: { participant: 'Teilnehmer/in (selbst)', payer: 'Zahlende Person (selbst)' },
  revoked_because: { absent: 'Als abwesend erfasst', cancelled: 'Buchung storniert' },
};

/** Fields holding cents. */
const CENT_FIELDS = new Set(['refunded_amount', 'requested_refund', 'net_price', 'gross_price', 'price', 'amount']);

/** Tables a GDPR deletion reports counts for. */
const TABLE_LABELS: Record<string, string> = {
  bookings: 'Buchungen',
  waitlist_entries: 'Wartelisten-Einträge',
  discount_usages: 'Code-Verwendungen',
  email_log: 'E-Mail-Protokoll',
  test_checkout_sessions: 'Test-Zahlungen',
  certificates: 'Zertifikate',
  newsletter_subscribers: 'Newsletter-Abonnements',
  users: 'Benutzer',
  sessions: 'Sitzungen',
  magic_link_tokens: 'Anmeldelinks',
  outbox_events: 'Ausstehende Ereignisse',
  audit_log: 'Audit-Log',
  redis_jobs: 'Warteschlangen-Aufträge',
};

export const fieldLabel = (key: string) => AUDIT_FIELD_LABELS[key] ?? key;

/** What a cancellation refunded, in one line: 'Erstattung 237,41 €', or 'Keine Erstattung'. */
export const refundLabel = (cents: number) => (cents > 0 ? `Erstattung ${formatAmount(cents)}` : 'Keine Erstattung');

const LONG_TEXT = 80;

/**
 * One value of an audit entry as the admin reads it: German labels for stored keys, euros for
 * cents, Berlin dates and times, 'Ja'/'Nein', counts by table; `entry` is the entry's whole
 * before or after, for values that depend on a sibling (a discount in percent or cents).
 */
export function formatAuditValue(key: string, value: unknown, entry: Record<string, unknown> = {}): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (Array.isArray(value)) return value.length ? value.map((item) => formatAuditValue('', item)).join(', ') : '–';
  if (typeof value === 'object') {
    const labels = key === 'affected_counts' ? TABLE_LABELS : AUDIT_FIELD_LABELS;
    return Object.entries(value as Record<string, unknown>)
      .map(([name, inner]) => `${labels[name] ?? name}: ${formatAuditValue(name, inner)}`)
      .join(', ');
  }
  if (typeof value === 'number') {
    if (CENT_FIELDS.has(key)) return formatAmount(value);
    if (key === 'discount_value') return entry.discount_type === 'fixed_amount' ? formatAmount(value) : `${value} %`;
    return String(value);
  }
  // A JSON value has only strings left here; another primitive prints as String() would print it.
  const text = typeof value === 'string' ? value : (value as bigint | symbol).toString();
  const label = VALUE_LABELS[key]?.[text];
  if (label) return label;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatShortDate(text);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))) return formatShortDateTime(text);
  if (/^\d{2}:\d{2}(:\d{2})?$/.test(text)) return `${formatTime(text)} Uhr`;
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text;
}
