import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';

const BANK_TRANSACTION_STATUSES = ['matched', 'open', 'assigned', 'returned'] as const;
export type BankTransactionStatus = (typeof BANK_TRANSACTION_STATUSES)[number];

export const bankTransactionFilterSchema = z
  .object({
    status: z.enum(BANK_TRANSACTION_STATUSES, 'Unbekannter Status.').optional(),
    q: z.string().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
    id: z.array(z.uuid('Ungültige Buchung.')).max(500).optional(),
  })
  .register(apiSchemas, { id: 'BankTransactionFilter' });
export type BankTransactionFilter = z.infer<typeof bankTransactionFilterSchema>;

export const bankTransactionRowSchema = z
  .object({
    id: z.uuid(),
    booked_on: z.string().meta({ description: 'Buchungstag (YYYY-MM-DD)' }),
    amount_cents: z.number().int(),
    currency: z.string(),
    debtor_name: z.string().nullable(),
    debtor_iban: z.string().nullable(),
    remittance: z.string().meta({ description: 'Verwendungszweck' }),
    status: z.enum(BANK_TRANSACTION_STATUSES).meta({
      description:
        "'matched': beim Import zugeordnet; 'open': zuzuordnen; 'assigned': von Hand zugeordnet; 'returned': zurücküberwiesen",
    }),
    reason: z.string().nullable().meta({ description: 'Warum der Eingang (nicht) zugeordnet wurde' }),
    invoice_id: z.uuid().nullable(),
    invoice_number: z.string().nullable(),
    imported_at: isoDateTime,
    resolved_by: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'BankTransactionDto' });
export type BankTransactionRow = z.output<typeof bankTransactionRowSchema>;

export const assignBankTransactionSchema = z
  .object({
    invoiceId: z.uuid('Bitte wählen Sie eine Rechnung.').optional(),
  })
  .meta({
    description:
      'Ohne invoiceId: als erledigt vermerken (z. B. eine Sammelzahlung, deren Rechnungen von Hand als bezahlt markiert wurden)',
  })
  .register(apiSchemas, { id: 'AssignBankTransactionDto' });

export const statementImportSchema = z
  .object({
    matched: z.array(bankTransactionRowSchema),
    unmatched: z.array(bankTransactionRowSchema),
    duplicates: z.number().int().meta({ description: 'Buchungen, die ein früherer Import schon enthielt' }),
  })
  .register(apiSchemas, { id: 'BankStatementImportDto' });
export type StatementImport = z.infer<typeof statementImportSchema>;
