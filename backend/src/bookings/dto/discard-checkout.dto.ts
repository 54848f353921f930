import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';

export const INVALID_DISCARD_LINK_MESSAGE =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus der neuesten E-Mail zu dieser Reservierung oder kontaktieren Sie uns.';
export const DISCARD_PAID_MESSAGE =
  'Diese Reservierung ist bereits bezahlt und kann nicht mehr verworfen werden. Wenn Sie diese Buchung nicht vorgenommen haben, kontaktieren Sie uns bitte.';

/** What the discard page says happened (DECISIONS 22). */
export const DISCARD_OUTCOME_MESSAGES = {
  discarded:
    'Die Reservierung wurde verworfen und der Platz freigegeben. Sie können den Termin jetzt mit Ihren eigenen Angaben buchen.',
  alreadyClosed:
    'Diese Reservierung ist nicht mehr offen: Sie wurde bereits verworfen, abgebrochen oder ist abgelaufen. Es wurde nichts geändert.',
} as const;

export const discardCheckoutSchema = z
  .object({
    token: z
      .string({ error: INVALID_DISCARD_LINK_MESSAGE })
      .min(1, INVALID_DISCARD_LINK_MESSAGE)
      .max(200, INVALID_DISCARD_LINK_MESSAGE)
      .meta({ description: 'Der Token aus dem Verwerfen-Link der E-Mail (?token=...)' }),
  })
  .register(apiSchemas, { id: 'DiscardCheckoutRequestDto' });

export const discardCheckoutResponseSchema = z
  .object({
    outcome: z
      .enum(['discarded', 'already_closed'])
      .meta({ description: 'discarded: jetzt verworfen, Platz frei; already_closed: war nicht mehr offen' }),
    message: z.string().meta({ description: 'Was passiert ist, auf Deutsch für die Seite' }),
  })
  .register(apiSchemas, { id: 'DiscardCheckoutResponseDto' });
export type DiscardCheckoutResponseDto = z.infer<typeof discardCheckoutResponseSchema>;
