import { formatShortDate } from '@mpb/domain';

/** German names of what a deletion touches, by the table names the server counts. */
const AFFECTED_DATA: Record<string, string> = {
  bookings: 'Buchungen (anonymisiert, Beträge bleiben)',
  orders: 'Bestellungen (Käuferdaten anonymisiert)',
  test_checkout_sessions: 'Test-Zahlungen (anonymisiert)',
  certificates: 'Zertifikate (Name entfernt)',
  waitlist_entries: 'Wartelisten-Einträge',
  discount_usages: 'Rabattcode-Verwendungen',
  newsletter_subscribers: 'Newsletter-Abonnements',
  users: 'Benutzerkonto',
  sessions: 'Sitzungen',
  magic_link_tokens: 'Anmelde-Links',
  email_log: 'E-Mail-Protokoll',
  outbox_events: 'Ereignisse (Outbox)',
  audit_log: 'Audit-Log-Einträge',
  gdpr_deletion_log: 'Frühere Löschprotokoll-Einträge (Grund bereinigt)',
  free_text: 'Kommentare und Notizen zur Person (bereinigt)',
  redis_jobs: 'Hintergrund-Jobs',
};

export const affectedName = (table: string) => AFFECTED_DATA[table] ?? table;

/** A deletion whose queued jobs the worker has yet to remove from Redis (it does once Redis answers). */
export const QUEUE_SCRUB_PENDING = 'Hintergrund-Jobs: Bereinigung ausstehend';

/** Invoices outlive a deletion (DECISIONS 33): '3 Rechnungen aufbewahrt bis 31.12.2034'. */
export const keptInvoicesText = (count: number, until: string) =>
  `${count} ${count === 1 ? 'Rechnung' : 'Rechnungen'} aufbewahrt bis ${formatShortDate(until)}`;
