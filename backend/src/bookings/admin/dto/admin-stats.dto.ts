import { CANCELLATION_CHECK_LABEL, CANCELLATION_CHECK_RULE } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../../core/http/api-schemas';

export const adminStatsSchema = z
  .object({
    totalBookings: z.number().int(),
    confirmed: z.number().int(),
    pending: z.number().int(),
    revenueCents: z.number().int().meta({ description: 'Bezahlte Beträge abzüglich Erstattungen, in Cent' }),
    weekly: z
      .array(
        z.object({
          weekStart: z.string().meta({ description: 'Montag der Woche, YYYY-MM-DD (Europe/Berlin)' }),
          bookings: z.number().int(),
          revenueCents: z.number().int(),
        }),
      )
      .meta({ description: 'Die letzten 12 Wochen, älteste zuerst' }),
    courses: z.array(
      z.object({
        courseId: z.uuid(),
        title: z.string(),
        date: z.string(),
        startTime: z.string(),
        maxParticipants: z.number().int(),
        confirmed: z.number().int(),
        held: z.number().int().meta({ description: 'Offene Reservierungen und Wartelisten-Angebote' }),
        free: z.number().int(),
        waiting: z.number().int(),
        daysBeforeStart: z.number().int(),
        cancellationCheck: z
          .boolean()
          .meta({ description: `'${CANCELLATION_CHECK_LABEL}': ${CANCELLATION_CHECK_RULE}` }),
      }),
    ),
    unpaidBeforeStart: z
      .array(
        z.object({
          bookingId: z.uuid(),
          invoiceId: z.uuid().nullable(),
          invoiceNumber: z.string().nullable(),
          buyerName: z.string(),
          buyerCompany: z.string().nullable(),
          participantName: z.string(),
          courseTitle: z.string(),
          courseDate: z.string(),
          amountCents: z.number().int(),
          dueDate: z.string().nullable(),
        }),
      )
      .meta({
        description:
          'Auf Rechnung gebuchte, noch nicht bezahlte Buchungen, deren Kurs in höchstens 3 Werktagen beginnt: der Admin entscheidet (DECISIONS 35)',
      }),
  })
  .register(apiSchemas, { id: 'AdminStatsDto' });
export type AdminStats = z.infer<typeof adminStatsSchema>;
