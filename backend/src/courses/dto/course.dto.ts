import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';
import { COURSE_STATUSES, COURSE_TYPES } from '../course.entity';

/** A course date as the API answers it: the columns of the courses table. */
export const courseSchema = z
  .object({
    id: z.uuid(),
    title: z.string().meta({ example: 'Medizinprodukteberater Basiszertifizierung' }),
    description: z.string().nullable(),
    date: z.string().meta({ description: 'Kurstag (Europe/Berlin)', example: '2026-12-15' }),
    start_time: z.string().meta({ example: '08:30:00' }),
    end_time: z.string().meta({ example: '16:00:00' }),
    net_price: z.int().meta({ description: 'Cent', example: 39900 }),
    gross_price: z.int().meta({ description: 'Cent', example: 47481 }),
    price: z.int().meta({ description: 'Cent', example: 49900 }),
    currency: z.string().meta({ example: 'EUR' }),
    max_participants: z.int().meta({ example: 10 }),
    available_spots: z.int().meta({ example: 4 }),
    type: z.enum(COURSE_TYPES),
    location: z.string().meta({ example: 'Live Online Webinar' }),
    status: z.enum(COURSE_STATUSES),
    vat_exempt: z
      .boolean()
      .meta({ description: 'Umsatzsteuerfrei nach § 4 Nr. 21 UStG: der Preis enthält keine Umsatzsteuer' }),
    vat_exemption_reference: z
      .string()
      .nullable()
      .meta({ description: 'Aktenzeichen der Bescheinigung der zuständigen Landesbehörde' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'CourseDto' });
