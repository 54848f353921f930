import { CANCELLATION_CHECK_LABEL, CANCELLATION_CHECK_RULE, DATE_STATES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';
import { calendarDate } from '../../../core/http/field-rules';
import { COURSE_STATUSES, COURSE_TYPES } from '../../course.entity';

const COURSE_DEFAULTS = {
  startTime: '08:30',
  endTime: '16:00',
  currency: 'EUR',
  maxParticipants: 10,
  location: 'Live Online Webinar',
  status: 'active',
  type: 'basis',
} as const;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;
const LOCATION_MAX = 200;
const PRICE_MAX_CENTS = 10_000_000;
const MAX_PARTICIPANTS_LIMIT = 1000;
const ACCESS_URL_MAX = 2000;
const ACCESS_FIELD_MAX = 200;
const ACCESS_NOTE_MAX = 2000;
const VAT_EXEMPTION_REFERENCE_MAX = 200;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

export const COURSE_FIELD_MESSAGES = {
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
  datePast: 'Das Datum darf nicht in der Vergangenheit liegen.',
  timeInvalid: 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.',
  endBeforeStart: 'Die Endzeit muss nach der Startzeit liegen.',
  priceInvalid: 'Bitte geben Sie den Preis in ganzen Cent an (0 oder mehr).',
  priceTooHigh: `Der Preis darf höchstens ${PRICE_MAX_CENTS / 100} € betragen.`,
  maxParticipantsInvalid: `Die maximale Teilnehmerzahl muss eine ganze Zahl von 1 bis ${MAX_PARTICIPANTS_LIMIT} sein.`,
  locationRequired: 'Bitte geben Sie einen Ort an.',
  currencyInvalid: 'Derzeit wird nur die Währung EUR unterstützt.',
  typeInvalid: 'Bitte wählen Sie Basis, Advanced, Auffrischung oder Individuell.',
  statusInvalid: 'Bitte wählen Sie Aktiv, Inaktiv oder Abgesagt.',
  accessUrlInvalid: 'Bitte geben Sie einen vollständigen Meeting-Link an, der mit https:// beginnt.',
  accessUrlTooLong: `Der Meeting-Link darf höchstens ${ACCESS_URL_MAX} Zeichen lang sein.`,
  vatExemptInvalid: 'Bitte geben Sie an, ob der Kurs umsatzsteuerfrei ist.',
  vatExemptionReferenceRequired:
    'Bitte geben Sie das Aktenzeichen der Bescheinigung an: Ohne sie ist der Kurs nicht umsatzsteuerfrei.',
} as const;

const isHttpsUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(text);
  } catch {
    return false;
  }
};

/** An optional text; empty means none. */
const optionalText = (label: string, max: number) =>
  z
    .string(`${label} muss ein Text sein.`)
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .nullable()
    .transform((text) => text || null);

/** The date's own meeting access (admin only; never in a public response). */
const accessFields = {
  accessUrl: z
    .string(COURSE_FIELD_MESSAGES.accessUrlInvalid)
    .trim()
    .max(ACCESS_URL_MAX, COURSE_FIELD_MESSAGES.accessUrlTooLong)
    .refine((text) => text === '' || isHttpsUrl(text), COURSE_FIELD_MESSAGES.accessUrlInvalid)
    .nullable()
    .transform((text) => text || null)
    .meta({
      description: 'Meeting-Link (https), nur für bestätigte Teilnehmende',
      example: 'https://meet.example.de/mpb-2026-12-15',
    }),
  accessMeetingId: optionalText('Die Meeting-ID', ACCESS_FIELD_MAX),
  accessPasscode: optionalText('Der Kenncode', ACCESS_FIELD_MAX),
  accessDialIn: optionalText('Die Einwahl per Telefon', ACCESS_FIELD_MAX),
  accessNote: optionalText('Der Hinweis', ACCESS_NOTE_MAX),
};

const time = () =>
  z
    .string(COURSE_FIELD_MESSAGES.timeInvalid)
    .regex(TIME_PATTERN, COURSE_FIELD_MESSAGES.timeInvalid)
    .transform((text) => text.slice(0, 5));

const cents = () =>
  z
    .int(COURSE_FIELD_MESSAGES.priceInvalid)
    .min(0, COURSE_FIELD_MESSAGES.priceInvalid)
    .max(PRICE_MAX_CENTS, COURSE_FIELD_MESSAGES.priceTooHigh)
    .meta({ description: 'Cent' });

/** The admin form's fields (001 §3), camelCase, prices in cents. */
const courseFields = {
  title: z
    .string(COURSE_FIELD_MESSAGES.titleRequired)
    .trim()
    .min(1, COURSE_FIELD_MESSAGES.titleRequired)
    .max(TITLE_MAX, `Der Titel darf höchstens ${TITLE_MAX} Zeichen lang sein.`),
  description: z
    .string('Die Beschreibung muss ein Text sein.')
    .trim()
    .max(DESCRIPTION_MAX, `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein.`)
    .nullable()
    .transform((text) => text || null),
  date: calendarDate(COURSE_FIELD_MESSAGES.dateInvalid).meta({
    description: 'Kurstag (Europe/Berlin), YYYY-MM-DD',
    example: '2026-12-15',
  }),
  startTime: time().meta({ description: 'HH:MM', example: '08:30' }),
  endTime: time().meta({ description: 'HH:MM, nach startTime', example: '16:00' }),
  netPrice: cents(),
  grossPrice: cents(),
  currency: z.literal('EUR', COURSE_FIELD_MESSAGES.currencyInvalid),
  maxParticipants: z
    .int(COURSE_FIELD_MESSAGES.maxParticipantsInvalid)
    .min(1, COURSE_FIELD_MESSAGES.maxParticipantsInvalid)
    .max(MAX_PARTICIPANTS_LIMIT, COURSE_FIELD_MESSAGES.maxParticipantsInvalid),
  type: z.enum(COURSE_TYPES, COURSE_FIELD_MESSAGES.typeInvalid),
  location: z
    .string(COURSE_FIELD_MESSAGES.locationRequired)
    .trim()
    .min(1, COURSE_FIELD_MESSAGES.locationRequired)
    .max(LOCATION_MAX, `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein.`),
  status: z.enum(COURSE_STATUSES, COURSE_FIELD_MESSAGES.statusInvalid),
  vatExempt: z
    .boolean(COURSE_FIELD_MESSAGES.vatExemptInvalid)
    .meta({ description: 'Umsatzsteuerfrei nach § 4 Nr. 21 UStG (verlangt vatExemptionReference)' }),
  vatExemptionReference: optionalText('Das Aktenzeichen', VAT_EXEMPTION_REFERENCE_MAX).meta({
    description: 'Aktenzeichen der Bescheinigung der zuständigen Landesbehörde; wird ohne vatExempt nicht gespeichert',
    example: 'Az. 45.2-5110/2026',
  }),
  ...accessFields,
};

export const createCourseSchema = z
  .object({
    ...courseFields,
    description: courseFields.description.optional().default(null),
    startTime: courseFields.startTime.default(COURSE_DEFAULTS.startTime),
    endTime: courseFields.endTime.default(COURSE_DEFAULTS.endTime),
    currency: courseFields.currency.default(COURSE_DEFAULTS.currency),
    maxParticipants: courseFields.maxParticipants.default(COURSE_DEFAULTS.maxParticipants),
    type: courseFields.type.default(COURSE_DEFAULTS.type),
    location: courseFields.location.default(COURSE_DEFAULTS.location),
    status: courseFields.status.default(COURSE_DEFAULTS.status),
    vatExempt: courseFields.vatExempt.default(false),
    vatExemptionReference: courseFields.vatExemptionReference.optional().default(null),
    accessUrl: accessFields.accessUrl.optional().default(null),
    accessMeetingId: accessFields.accessMeetingId.optional().default(null),
    accessPasscode: accessFields.accessPasscode.optional().default(null),
    accessDialIn: accessFields.accessDialIn.optional().default(null),
    accessNote: accessFields.accessNote.optional().default(null),
  })
  .meta({
    description:
      'Neuer Kurs. Unbekannte Felder werden ignoriert. Ohne accessUrl (und accessPasscode) gelten WEBINAR_ACCESS_URL (und WEBINAR_ACCESS_CODE).',
  })
  .register(apiSchemas, { id: 'AdminCreateCourseRequest' });
export type CreateCourseRequest = z.output<typeof createCourseSchema>;

export const updateCourseSchema = z
  .object(courseFields)
  .partial()
  .meta({
    description:
      'Kurs ändern (react-admin sendet den ganzen Datensatz per PUT). Fehlende Felder bleiben unverändert, unbekannte (etwa die snake_case-Spalten der Zeile) werden ignoriert. ' +
      "status 'cancelled' sagt den Kurs ab: alle bestätigten Buchungen werden voll erstattet und storniert.",
  })
  .register(apiSchemas, { id: 'AdminUpdateCourseRequest' });
export type UpdateCourseRequest = z.output<typeof updateCourseSchema>;
/** A course's form fields, complete (the stored currency may predate the EUR-only rule). */
export type CourseFields = Omit<Required<UpdateCourseRequest>, 'currency'> & { currency: string };

export const updateSpotsSchema = z
  .object({
    availableSpots: z
      .int()
      .min(0)
      .meta({ description: 'Freie Plätze: 0 bis max_participants - confirmed_count - held_count' }),
  })
  .register(apiSchemas, { id: 'AdminUpdateCourseSpotsRequest' });

export const duplicateCourseSchema = z
  .object({
    date: calendarDate(COURSE_FIELD_MESSAGES.dateInvalid).meta({
      description: 'Neuer Kurstag, YYYY-MM-DD, nicht in der Vergangenheit',
    }),
  })
  .register(apiSchemas, { id: 'AdminDuplicateCourseRequest' });

/** The `filter` query of the list (react-admin's filter object). */
export const adminCourseFilterSchema = z
  .object({
    q: z.string().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
    status: z.enum(COURSE_STATUSES, 'Unbekannter Kursstatus.').optional(),
    type: z.enum(COURSE_TYPES, 'Unbekannte Kursart.').optional(),
    upcoming: z
      .boolean('Bitte wählen Sie ja oder nein.')
      .optional()
      .meta({ description: 'true: noch nicht begonnen (Europe/Berlin); false: begonnen oder vorbei' }),
    id: z.array(z.uuid('Ungültige Kursnummer.')).max(500).optional(),
  })
  .meta({ description: 'Filter der Kursliste, als JSON im Query-Parameter filter' })
  .register(apiSchemas, { id: 'AdminCourseFilter' });
export type AdminCourseFilter = z.infer<typeof adminCourseFilterSchema>;

export const adminCourseRowSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    type: z.enum(COURSE_TYPES),
    date: z.string().meta({ description: 'YYYY-MM-DD (Europe/Berlin)' }),
    start_time: z.string().meta({ example: '08:30' }),
    end_time: z.string().meta({ example: '16:00' }),
    net_price: z.int().meta({ description: 'Cent' }),
    gross_price: z.int().meta({ description: 'Cent' }),
    price: z.int().meta({ description: 'Cent; folgt gross_price' }),
    currency: z.string(),
    max_participants: z.int(),
    available_spots: z.int().meta({ description: 'Freie, buchbare Plätze' }),
    location: z.string(),
    status: z.enum(COURSE_STATUSES),
    confirmed_count: z.int().meta({ description: 'Bestätigte Buchungen (belegen je einen Platz)' }),
    held_count: z.int().meta({ description: 'Gehaltene Plätze: offene Zahlungen und Wartelisten-Angebote' }),
    waiting_count: z.int().meta({ description: 'Wartende auf der Warteliste (ohne Angebot)' }),
    withheld_spots: z.int().meta({
      description:
        'Vom Admin über die Platzanzahl zurückgehaltene Plätze: max_participants - confirmed_count - held_count - available_spots',
    }),
    upcoming: z.boolean().meta({ description: 'Der Kurs hat noch nicht begonnen (Europe/Berlin)' }),
    accessUrl: z.string().nullable().meta({ description: 'Meeting-Link; nie öffentlich' }),
    accessMeetingId: z.string().nullable(),
    accessPasscode: z.string().nullable(),
    accessDialIn: z.string().nullable(),
    accessNote: z.string().nullable(),
    vatExempt: z.boolean().meta({ description: 'Umsatzsteuerfrei nach § 4 Nr. 21 UStG' }),
    vatExemptionReference: z.string().nullable(),
    date_state: z.enum(DATE_STATES).nullable().meta({
      description: 'Stand des Termins: bevorstehend, läuft, Anwesenheit offen, Zertifikate in Versand/versendet',
    }),
    cancellation_check: z
      .boolean()
      .meta({ description: `'${CANCELLATION_CHECK_LABEL}' (wie im Dashboard): aktiv, ${CANCELLATION_CHECK_RULE}` }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminCourseDto' });
export type AdminCourseRow = z.output<typeof adminCourseRowSchema>;

const courseCancellationSchema = z
  .object({
    cancelledBookings: z.int().meta({
      description: 'Bestätigte Buchungen, jetzt storniert: voll erstattet oder per Überweisung zu erstatten',
    }),
    refundedCents: z.int().meta({ description: 'Über den Zahlungsanbieter erstattet' }),
    transferRefundCents: z.int().meta({
      description:
        "Erstattungen an per Überweisung bezahlte Buchungen: noch zu überweisen (Buchungsliste: 'Erstattung per Überweisung offen')",
    }),
    endedHolds: z.int().meta({ description: 'Offene Zahlungen, die beendet wurden' }),
    removedWaitlistEntries: z.int(),
    failed: z.array(z.object({ bookingId: z.uuid(), error: z.string() })).meta({
      description:
        'Buchungen, deren Erstattung fehlschlug: sie bleiben bestätigt; erneutes Speichern mit status cancelled versucht es wieder',
    }),
  })
  .register(apiSchemas, { id: 'AdminCourseCancellation' });
export type CourseCancellation = z.output<typeof courseCancellationSchema>;

export const adminCourseUpdateResponseSchema = adminCourseRowSchema
  .extend({
    cancellation: courseCancellationSchema.optional().meta({ description: "Nur wenn der Kurs jetzt 'cancelled' ist" }),
  })
  .register(apiSchemas, { id: 'AdminCourseUpdateResponse' });

export const courseDeletedResponseSchema = z
  .object({
    id: z.uuid(),
    deleted: z.literal(true),
    kept_for_accounting: z
      .boolean()
      .meta({ description: 'true: stornierte Buchungen verweisen noch darauf; der Kurs ist nur ausgeblendet' }),
  })
  .register(apiSchemas, { id: 'AdminCourseDeletedResponse' });
