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

/** The dates a booking could move to now, as the rebooking would accept them. */
export const rebookOptionsSchema = z
  .object({
    options: z.array(
      z.object({
        courseId: z.uuid(),
        title: z.string(),
        date: z.string().meta({ description: 'Kurstag (Europe/Berlin), yyyy-MM-dd', example: '2027-02-10' }),
        startTime: z.string().meta({ example: '08:30' }),
        endTime: z.string().meta({ example: '16:00' }),
        availableSpots: z.int().meta({ description: 'Freie Plätze jetzt' }),
      }),
    ),
    closedReason: z
      .string()
      .nullable()
      .meta({ description: 'Warum gerade gar nicht umgebucht werden kann (dann ist die Liste leer); sonst null' }),
  })
  .register(apiSchemas, { id: 'RebookOptionsDto' });
export type RebookOptions = z.infer<typeof rebookOptionsSchema>;
