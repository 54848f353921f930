import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';

/** The `filter` query of the entry list (react-admin's filter object). */
export const adminWaitlistFilterSchema = z
  .object({
    courseId: z.uuid('Ungültige Kursnummer.').optional(),
    q: z
      .string()
      .trim()
      .max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
      .optional()
      .meta({ description: 'Sucht in Name und E-Mail' }),
  })
  .meta({ description: 'Filter der Warteliste, als JSON im Query-Parameter filter' })
  .register(apiSchemas, { id: 'AdminWaitlistFilter' });
export type AdminWaitlistFilter = z.infer<typeof adminWaitlistFilterSchema>;

export const adminWaitlistEntrySchema = z
  .object({
    id: z.uuid(),
    course_id: z.uuid(),
    position: z.int().meta({ description: '1-basiert, ohne Lücken' }),
    customer_name: z.string().nullable(),
    customer_email: z.string(),
    customer_phone: z.string().nullable(),
    status: z
      .enum(['waiting', 'offered'])
      .meta({ description: 'offered: ein Platz ist für den Eintrag gehalten (Angebot per E-Mail)' }),
    offer_expires_at: isoDateTime.nullable().meta({ description: 'Bis wann der gehaltene Platz gilt' }),
    created_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminWaitlistEntryDto' });
export type AdminWaitlistEntry = z.output<typeof adminWaitlistEntrySchema>;

export const waitlistCoursesSchema = z
  .object({
    courses: z
      .array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          date: z.string().meta({ description: 'YYYY-MM-DD (Europe/Berlin)' }),
          start_time: z.string().meta({ example: '08:30' }),
          entries: z.int().meta({ description: 'Einträge in der Warteschlange (wartend oder mit Angebot)' }),
        }),
      )
      .meta({ description: 'Ausgebuchte Kurse (0 freie Plätze) mit Warteliste, nach Datum' }),
    cards: z.object({
      coursesWithWaitlists: z.int(),
      totalEntries: z.int(),
      averagePosition: z.int().meta({ description: 'Gerundet; 0 ohne Einträge' }),
    }),
  })
  .register(apiSchemas, { id: 'AdminWaitlistCourses' });
export type WaitlistCourses = z.output<typeof waitlistCoursesSchema>;

export const waitlistEntryRemovedSchema = z
  .object({
    id: z.uuid(),
    deleted: z.literal(true),
    offer_passed_on: z
      .boolean()
      .meta({ description: 'Der gehaltene Platz ging an den nächsten Wartenden (oder zurück in den Verkauf)' }),
  })
  .register(apiSchemas, { id: 'AdminWaitlistEntryRemoved' });
