import { DATE_STATES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';

const attendance = z.enum(['present', 'absent'], 'Bitte wählen Sie anwesend oder abwesend.');

const participantSchema = z
  .object({
    booking_id: z.uuid(),
    name: z.string(),
    company: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    booked_at: isoDateTime,
    amount: z.int().meta({ description: 'Betrag in Cent' }),
    attendance: attendance.nullable().meta({ description: 'null: noch nicht erfasst' }),
    certificate_number: z.string().nullable(),
    certificate_issued_at: isoDateTime.nullable(),
    certificate_mail: z
      .enum(['queued', 'sending', 'sent', 'failed', 'skipped'])
      .nullable()
      .meta({ description: 'Stand der letzten Zertifikatsmail' }),
    certificate_revoked: z.boolean().meta({ description: 'Das Zertifikat ist widerrufen (abwesend)' }),
  })
  .register(apiSchemas, { id: 'AdminParticipant' });

export const participantListSchema = z
  .object({
    course: z.object({
      id: z.uuid(),
      title: z.string(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      location: z.string(),
      date_state: z.enum(DATE_STATES),
      attendance_open: z.boolean().meta({ description: 'Der Kurs hat begonnen: Anwesenheit kann erfasst werden' }),
    }),
    participants: z.array(participantSchema),
  })
  .register(apiSchemas, { id: 'AdminParticipantList' });
export type ParticipantList = z.output<typeof participantListSchema>;
export type Participant = ParticipantList['participants'][number];

export const recordAttendanceSchema = z
  .object({
    entries: z
      .array(z.object({ bookingId: z.uuid('Ungültige Buchung.'), attendance }))
      .max(1000)
      .optional(),
    all: attendance.optional().meta({ description: 'Alle bestätigten Teilnehmenden auf einmal' }),
  })
  .refine((body) => Boolean(body.entries?.length) !== Boolean(body.all), {
    message: 'Bitte geben Sie Einträge oder „all“ an.',
    path: ['entries'],
  })
  .meta({ description: 'Anwesenheit erfassen: einzelne Einträge oder alle auf einmal.' })
  .register(apiSchemas, { id: 'AdminRecordAttendanceRequest' });
export type RecordAttendanceRequest = z.output<typeof recordAttendanceSchema>;

export const recordAttendanceResponseSchema = z
  .object({
    changed: z.int().meta({ description: 'Geänderte Einträge' }),
    certificatesIssued: z.int().meta({ description: 'Neu ausgestellte (und versandte) Zertifikate' }),
    certificatesRevoked: z.int().meta({ description: 'Widerrufene Zertifikate (als abwesend erfasst)' }),
    message: z.string(),
  })
  .register(apiSchemas, { id: 'AdminRecordAttendanceResponse' });
