import { z } from 'zod';
import { bookingViewSchema } from '../../bookings/dto/booking-view.dto';
import { EMAIL_STATUSES } from '../../bookings/booking.entity';
import { apiSchemas } from '../../core/http/api-schemas';

export const MISSING_PARAMETERS_MESSAGE = 'Fehlende Parameter für die Zahlungsverifikation';

const trimmedOrEmpty = (value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? ''));
const requiredId = z
  .string({ error: MISSING_PARAMETERS_MESSAGE })
  .min(1, MISSING_PARAMETERS_MESSAGE)
  .max(255, MISSING_PARAMETERS_MESSAGE);

// The uuid check sits inside the preprocess step (not piped after it) so the document lists bookingId as required.
export const verifyPaymentSchema = z
  .object({
    sessionId: z.preprocess(trimmedOrEmpty, requiredId).meta({ description: 'session_id aus der Erfolgsadresse' }),
    bookingId: z
      .preprocess(trimmedOrEmpty, requiredId.pipe(z.uuid({ error: 'Buchung nicht gefunden.' })))
      .meta({ format: 'uuid', description: 'booking_id aus der Erfolgsadresse' }),
  })
  .register(apiSchemas, { id: 'VerifyPaymentRequestDto' });

/** The answer of verify-payment; its error bodies have the same shape (see verificationFailure). */
export const verifyPaymentResponseSchema = z
  .object({
    success: z.boolean().meta({ description: 'true, wenn die Buchung bezahlt und bestätigt ist' }),
    booking: bookingViewSchema.nullable(),
    emailSent: z.boolean().meta({ description: 'Bestätigungs-E-Mail verschickt' }),
    emailStatus: z
      .enum(EMAIL_STATUSES)
      .optional()
      .meta({ description: 'Stand des E-Mail-Versands, z.B. zum erneuten Abfragen' }),
    confirming: z.boolean().optional().meta({
      description: 'true, wenn die Zahlung eingegangen ist und die Buchung gerade bestätigt wird (erneut abfragen)',
    }),
    paymentMethod: z.enum(['card', 'invoice']).optional().meta({
      description: "Bei success: 'invoice', wenn auf Rechnung gebucht (die Rechnung folgt per E-Mail), sonst 'card'",
    }),
    error: z.string().nullable().meta({ description: 'Deutsche Meldung, wenn success false ist' }),
  })
  .register(apiSchemas, { id: 'VerifyPaymentResponseDto' });
export type VerifyPaymentResponseDto = z.infer<typeof verifyPaymentResponseSchema>;
