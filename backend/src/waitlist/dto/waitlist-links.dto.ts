import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { courseSchema } from '../../courses/dto/course.dto';

export const waitlistUnsubscribeResultSchema = z
  .object({
    message: z.string().meta({ example: 'Sie wurden erfolgreich aus der Warteliste ausgetragen.' }),
    courseInfo: z.string().meta({
      description: '<Kurstitel> am <dd.MM.yyyy>',
      example: 'Medizinprodukteberater Basiszertifizierung am 15.12.2026',
    }),
  })
  .register(apiSchemas, { id: 'WaitlistUnsubscribeResultDto' });
export type WaitlistUnsubscribeResultDto = z.infer<typeof waitlistUnsubscribeResultSchema>;

/** What the webinar page needs to open the booking dialog for a waitlist offer. */
export const waitlistOfferSchema = z
  .object({
    courseId: z.uuid(),
    course: courseSchema.meta({
      description: 'Der Kurstermin (available_spots zählt den reservierten Platz nicht mit)',
    }),
    customerEmail: z.string().meta({
      description: 'Nur mit dieser E-Mail-Adresse kann über das Angebot gebucht werden',
      example: 'laura.hoffmann@example.de',
    }),
    customerName: z.string().nullable(),
    customerPhone: z.string().nullable(),
    customerCompany: z.string().nullable(),
    expiresAt: z.iso.datetime().meta({
      description: 'Bis dahin ist der Platz reserviert (24 Stunden nach dem Angebot)',
      example: '2026-12-02T13:30:00.000Z',
    }),
  })
  .register(apiSchemas, { id: 'WaitlistOfferDto' });
export type WaitlistOfferDto = z.infer<typeof waitlistOfferSchema>;
