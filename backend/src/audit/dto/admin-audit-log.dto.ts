import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';

const TEXT_MAX = 200;
const text = (message: string) => z.string(message).trim().min(1, message).max(TEXT_MAX, message);

/** The `filter` query of the audit log list (react-admin's filter object). */
export const adminAuditLogFilterSchema = z
  .object({
    entity: text('Ungültiger Datensatztyp.').optional(),
    entity_id: text('Ungültige Datensatznummer.').optional(),
    action: text('Ungültige Aktion.').optional(),
    actor_email: text('Ungültige E-Mail-Adresse.').optional(),
  })
  .meta({ description: 'Filter des Audit-Logs, als JSON im Query-Parameter filter' })
  .register(apiSchemas, { id: 'AdminAuditLogFilter' });
export type AdminAuditLogFilter = z.infer<typeof adminAuditLogFilterSchema>;

export const adminAuditLogEntrySchema = z
  .object({
    id: z.string().meta({ description: 'Laufende Nummer des Eintrags' }),
    at: isoDateTime,
    actor_email: z.string().nullable(),
    action: z.string().meta({ example: 'booking.cancel' }),
    entity: z.string().nullable().meta({ example: 'booking' }),
    entity_id: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    customer_name: z.string().nullable().meta({ description: 'Kundin oder Kunde der Buchung, um die es geht' }),
    course_title: z.string().nullable().meta({ description: 'Kurs der Buchung, des Kurses oder Wartelisten-Eintrags' }),
    course_date: z.string().nullable().meta({ description: 'YYYY-MM-DD, wie der Kurs jetzt liegt' }),
    refund_cents: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Bei einer Stornierung: erstatteter Betrag in Cent (0: keine Erstattung); sonst null' }),
  })
  .register(apiSchemas, { id: 'AdminAuditLogEntryDto' });
export type AdminAuditLogEntry = z.output<typeof adminAuditLogEntrySchema>;
