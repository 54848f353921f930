import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { bookingViewSchema } from './booking-view.dto';

export const INVALID_CANCEL_LINK_MESSAGE = 'Der Stornierungslink ist ungültig.';

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
    booking: bookingViewSchema,
  })
  .register(apiSchemas, { id: 'CancelBookingResponseDto' });
export type CancelBookingResponseDto = z.infer<typeof cancelBookingResponseSchema>;
