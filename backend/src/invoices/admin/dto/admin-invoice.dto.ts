import { INVOICE_KINDS, INVOICE_PAYMENT_STATES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';
import { calendarDate } from '../../../core/http/field-rules';

const DATE_INVALID = 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.';

/** The `filter` query of the invoice list (react-admin's filter object). */
export const adminInvoiceFilterSchema = z
  .object({
    q: z.string().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional().meta({
      description: 'Rechnungsnummer oder Name, Firma, E-Mail-Adresse des Rechnungsempfängers',
    }),
    kind: z.enum(INVOICE_KINDS, 'Unbekannte Rechnungsart.').optional(),
    payment_state: z.enum(INVOICE_PAYMENT_STATES, 'Unbekannter Zahlungsstand.').optional(),
    from: calendarDate(DATE_INVALID)
      .optional()
      .meta({ description: 'Rechnungsdatum ab (einschließlich), Europe/Berlin' }),
    to: calendarDate(DATE_INVALID)
      .optional()
      .meta({ description: 'Rechnungsdatum bis (einschließlich), Europe/Berlin' }),
    id: z.array(z.uuid('Ungültige Rechnung.')).max(500).optional(),
  })
  .meta({ description: 'Filter der Rechnungsliste, als JSON im Query-Parameter filter' })
  .register(apiSchemas, { id: 'AdminInvoiceFilter' });
export type AdminInvoiceFilter = z.infer<typeof adminInvoiceFilterSchema>;

export const adminInvoiceRowSchema = z
  .object({
    id: z.uuid(),
    number: z.string().meta({ example: 'RE-2026-00042' }),
    kind: z.enum(INVOICE_KINDS),
    issued_at: isoDateTime,
    issue_date: z.string().meta({ description: 'Rechnungsdatum, YYYY-MM-DD (Europe/Berlin)' }),
    buyer_name: z.string(),
    buyer_company: z.string().nullable(),
    net_cents: z.int(),
    tax_cents: z.int(),
    gross_cents: z.int(),
    payment_state: z.enum(INVOICE_PAYMENT_STATES).meta({
      description:
        "Aus der Buchung: 'paid' bezahlt (oder nichts mehr zu zahlen: Stornorechnung, stornierte Rechnung), 'open' offen, 'overdue' nach dem Fälligkeitsdatum offen",
    }),
    due_date: z.string().nullable().meta({ description: 'Fällig bis (Überweisung), YYYY-MM-DD' }),
    cancels_number: z.string().nullable().meta({ description: 'Stornorechnung: die stornierte Rechnung' }),
    booking_id: z.uuid(),
    documents_ready: z.boolean().meta({ description: 'PDF und XML sind erstellt und gespeichert' }),
  })
  .register(apiSchemas, { id: 'AdminInvoiceDto' });
export type AdminInvoiceRow = z.output<typeof adminInvoiceRowSchema>;
