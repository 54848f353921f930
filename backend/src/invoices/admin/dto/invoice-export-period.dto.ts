import { z } from 'zod';
import { calendarDate } from '../../../core/http/field-rules';

const PERIOD_INVALID = 'Bitte geben Sie einen gültigen Zeitraum an.';

/** The export's period by issue date in Berlin, both days included, within one calendar (financial) year. */
export const invoiceExportPeriodSchema = z
  .object({
    from: calendarDate(PERIOD_INVALID).meta({ description: 'Rechnungsdatum ab (einschließlich), JJJJ-MM-TT' }),
    to: calendarDate(PERIOD_INVALID).meta({ description: 'Rechnungsdatum bis (einschließlich), JJJJ-MM-TT' }),
  })
  .refine((period) => period.from <= period.to, {
    path: ['to'],
    message: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
  })
  .refine((period) => period.from.slice(0, 4) === period.to.slice(0, 4), {
    path: ['to'],
    message: 'Der Zeitraum muss in einem Kalenderjahr liegen (ein DATEV-Buchungsstapel je Wirtschaftsjahr).',
  });
export type InvoiceExportPeriod = z.infer<typeof invoiceExportPeriodSchema>;
