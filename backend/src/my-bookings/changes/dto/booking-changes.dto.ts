import { FIELD_MESSAGES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../../core/http/api-schemas';
import { companyName, emailAddress, personName, phoneNumber } from '../../../core/http/field-rules';

/** 'Umbuchen': the other date of the same course price. */
export const rebookRequestSchema = z
  .object({ courseId: z.uuid({ error: 'Bitte wählen Sie einen gültigen Kurstermin.' }) })
  .register(apiSchemas, { id: 'RebookRequestDto' });

/** 'Ersatzperson benennen', with the booking form's field rules (000 §5). */
export const substituteRequestSchema = z
  .object({
    name: personName().meta({ example: 'Jonas Weber' }),
    email: emailAddress({ invalid: FIELD_MESSAGES.bookingEmailInvalid }).meta({ example: 'jonas.weber@beispiel.de' }),
    phone: phoneNumber({ minLength: 5 }).meta({ nullable: true, example: '+49 30 7654321' }),
    company: companyName().meta({ nullable: true, example: 'Muster Medical GmbH' }),
  })
  .register(apiSchemas, { id: 'SubstituteRequestDto' });
export type SubstituteRequest = z.infer<typeof substituteRequestSchema>;

export const bookingChangeResponseSchema = z
  .object({ message: z.string().meta({ description: 'Deutsche Erfolgsmeldung für die Seite' }) })
  .register(apiSchemas, { id: 'BookingChangeResponseDto' });
export type BookingChangeResponse = z.infer<typeof bookingChangeResponseSchema>;
