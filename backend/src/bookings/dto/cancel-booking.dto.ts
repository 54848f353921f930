import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { bookingViewSchema } from './booking-view.dto';

export const INVALID_CANCEL_LINK_MESSAGE =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus Ihrem Bezahlvorgang oder kontaktieren Sie uns.';

/** What the cancel page says happened (DECISIONS 6). */
export const CANCEL_OUTCOME_MESSAGES = {
  cancelled: 'Ihre Buchung wurde storniert. Es wurde keine Zahlung durchgeführt und kein Platz für Sie reserviert.',
  alreadyCancelledUnpaid: 'Diese Buchung war bereits storniert oder abgelaufen. Es wurde keine Zahlung durchgeführt.',
  alreadyCancelledPaid: 'Diese Buchung ist bereits storniert. Fragen zur Erstattung beantworten wir Ihnen gern.',
} as const;

export const cancelBookingSchema = z
  .object({
    token: z
      .string({ error: INVALID_CANCEL_LINK_MESSAGE })
      .min(1, INVALID_CANCEL_LINK_MESSAGE)
      .max(200, INVALID_CANCEL_LINK_MESSAGE)
      .meta({ description: 'Der Token aus der Abbruch-Adresse des Bezahlvorgangs (?token=...)' }),
  })
  .register(apiSchemas, { id: 'CancelBookingRequestDto' });

export const cancelBookingResponseSchema = z
  .object({
    success: z.boolean(),
    changed: z.boolean().meta({ description: 'false, wenn die Buchung schon vorher storniert oder abgelaufen war' }),
    outcome: z
      .enum(['cancelled', 'already_cancelled'])
      .meta({ description: 'cancelled: jetzt storniert; already_cancelled: war es schon' }),
    message: z.string().meta({ description: 'Was passiert ist, auf Deutsch für die Abbruchseite' }),
    booking: bookingViewSchema,
  })
  .register(apiSchemas, { id: 'CancelBookingResponseDto' });
export type CancelBookingResponseDto = z.infer<typeof cancelBookingResponseSchema>;
