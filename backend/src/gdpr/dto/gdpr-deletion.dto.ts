import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';

export const GDPR_MESSAGES = {
  emailRequired: 'E-Mail-Adresse erforderlich',
  emailRequiredField: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailTooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
  reasonTooLong: 'Der Grund darf höchstens 500 Zeichen lang sein.',
  adminAddress:
    'Die Daten einer Admin-Adresse können hier nicht gelöscht werden. Entfernen Sie die Adresse zuerst aus ADMIN_EMAILS.',
  refundOwed:
    'Für eine Buchung dieser Person ist noch eine Erstattung per Überweisung offen. Überweisen Sie sie zuerst und bestätigen Sie das in der Buchungsliste mit „Erstattung überwiesen“; danach lassen sich die Daten löschen.',
} as const;

/** Non-empty after trimming, lower-cased (001 §5). */
const email = z
  .string(GDPR_MESSAGES.emailRequiredField)
  .trim()
  .min(1, GDPR_MESSAGES.emailRequiredField)
  .max(254, GDPR_MESSAGES.emailTooLong)
  .transform((text) => text.toLowerCase())
  .meta({ example: 'max.mustermann@beispiel.de' });

export const gdprDeletionRequestSchema = z
  .object({
    email,
    reason: z
      .string('Der Grund muss ein Text sein.')
      .trim()
      .max(500, GDPR_MESSAGES.reasonTooLong)
      .nullish()
      .transform((text) => text || null),
  })
  .register(apiSchemas, { id: 'AdminGdprDeletionRequest' });

export const gdprPreviewQuerySchema = z.object({ email });

const gdprCountsSchema = z
  .record(z.string(), z.int())
  .meta({ description: 'Betroffene Zeilen je Tabelle (Buchungen werden anonymisiert, nicht gelöscht)' })
  .register(apiSchemas, { id: 'AdminGdprCounts' });

export const gdprPreviewSchema = z
  .object({ counts: gdprCountsSchema, total: z.int() })
  .register(apiSchemas, { id: 'AdminGdprPreview' });

export const gdprDeletionRowSchema = z
  .object({
    id: z.uuid(),
    email_hash: z.string().nullable().meta({
      description:
        'Schlüssel-Hash der Adresse (HMAC), nie die Adresse; leer bei Einträgen aus der Zeit vor Schlüssel-Hashes',
    }),
    reason: z.string().nullable(),
    deleted_at: isoDateTime,
    affected_tables: z.array(z.string()),
    affected_counts: gdprCountsSchema,
    performed_by: z.string().nullable(),
    invoices_kept: z.int().meta({
      description:
        'Rechnungen der Person, die nach § 147 AO aufbewahrt bleiben (Art. 17 Abs. 3 lit. b DSGVO): gesperrt, in keiner Admin-Liste mehr',
    }),
    invoices_kept_until: z
      .string()
      .nullable()
      .meta({ description: 'Aufbewahrt bis (YYYY-MM-DD): 8 Jahre ab Ende des Jahres der letzten Rechnung' }),
    queue_scrub_pending: z.boolean().meta({
      description:
        'Die Hintergrund-Jobs, die die Person nennen, werden noch aus Redis entfernt; danach steht ihre Zahl unter redis_jobs',
    }),
  })
  .register(apiSchemas, { id: 'AdminGdprDeletionDto' });
export type GdprDeletionRow = z.output<typeof gdprDeletionRowSchema>;
