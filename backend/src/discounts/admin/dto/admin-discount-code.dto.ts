import { formatAmount } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';
import { calendarDate } from '../../../core/http/field-rules';
import { DISCOUNT_TYPES } from '../../discount-code.entity';
import { normaliseDiscountCode } from '../../discount-pricing';

const DESCRIPTION_MAX = 500;
const MAX_USES_LIMIT = 1_000_000;
export const FIXED_AMOUNT_MAX_CENTS = 10_000_000;

export const DISCOUNT_CODE_MESSAGES = {
  notFound: 'Discount-Code nicht gefunden.',
  usageNotFound: 'Verwendung nicht gefunden.',
  codeInvalid:
    'Der Code muss 2 bis 50 Zeichen lang sein und darf nur Buchstaben, Ziffern, Bindestrich und Unterstrich enthalten.',
  codeTaken: 'Code existiert bereits',
  typeInvalid: 'Bitte wählen Sie Prozent oder Festbetrag.',
  valueRequired: 'Bitte geben Sie den Rabatt als Zahl ein.',
  percentRange: 'Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.',
  amountInvalid: `Der Festbetrag muss größer als 0 € und höchstens ${formatAmount(FIXED_AMOUNT_MAX_CENTS)} sein (in ganzen Cent).`,
  aboveHighestCoursePrice: (cents: number) =>
    `Der Festbetrag darf nicht über dem höchsten Kurspreis von ${formatAmount(cents)} liegen.`,
  dateInvalid: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
  untilBeforeFrom: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
  maxUsesInvalid: 'Die maximale Anzahl an Verwendungen muss eine ganze Zahl ab 1 sein (leer = unbegrenzt).',
  maxUsesBelowCurrent: (currentUses: number) =>
    `Die maximale Anzahl an Verwendungen darf nicht unter den bisherigen Verwendungen (${currentUses}) liegen.`,
  descriptionTooLong: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein.`,
  deleteUsed: 'Löschen nicht möglich: Der Code wurde bereits verwendet. Deaktivieren Sie ihn stattdessen.',
} as const;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value;

/** The form's fields (001 §3), snake_case as the rows; discount_value is percent or cents (bounds by type: discountProblems). */
const discountCodeFields = {
  code: z
    .preprocess(
      (value) => (typeof value === 'string' ? normaliseDiscountCode(value) : value),
      z.string(DISCOUNT_CODE_MESSAGES.codeInvalid).regex(/^[A-Z0-9_-]{2,50}$/, DISCOUNT_CODE_MESSAGES.codeInvalid),
    )
    .meta({ description: 'Wird in Großbuchstaben umgewandelt, Leerzeichen entfernt; eindeutig', example: 'BLOG20' }),
  discount_type: z.enum(DISCOUNT_TYPES, DISCOUNT_CODE_MESSAGES.typeInvalid),
  discount_value: z
    .preprocess(numeric, z.number(DISCOUNT_CODE_MESSAGES.valueRequired).int(DISCOUNT_CODE_MESSAGES.valueRequired))
    .meta({
      description:
        'percentage: 1-100 (Prozent); fixed_amount: Cent, größer als 0 und höchstens der höchste Bruttopreis eines nicht gelöschten Kurses',
      example: 20,
    }),
  active: z.boolean('Bitte wählen Sie aktiv oder inaktiv.'),
  first_booking_only: z.boolean('Bitte wählen Sie, ob der Code nur für die erste Buchung gilt.').meta({
    description:
      'true: nur für eine Adresse ohne frühere bestätigte Buchung (auch später stornierte oder erstattete zählen)',
  }),
  valid_from: z
    .preprocess(blankToNull, calendarDate(DISCOUNT_CODE_MESSAGES.dateInvalid).nullable())
    .meta({ description: 'YYYY-MM-DD; leer: heute (Europe/Berlin)' }),
  valid_until: z
    .preprocess(blankToNull, calendarDate(DISCOUNT_CODE_MESSAGES.dateInvalid).nullable())
    .meta({ description: 'YYYY-MM-DD, nicht vor valid_from; leer: unbefristet' }),
  max_uses: z
    .preprocess(
      (value) => numeric(blankToNull(value)),
      z
        .number(DISCOUNT_CODE_MESSAGES.maxUsesInvalid)
        .int(DISCOUNT_CODE_MESSAGES.maxUsesInvalid)
        .min(1, DISCOUNT_CODE_MESSAGES.maxUsesInvalid)
        .max(MAX_USES_LIMIT, DISCOUNT_CODE_MESSAGES.maxUsesInvalid)
        .nullable(),
    )
    .meta({ description: 'leer: unbegrenzt; nicht unter current_uses' }),
  description: z.preprocess(
    blankToNull,
    z
      .string('Die Beschreibung muss ein Text sein.')
      .trim()
      .max(DESCRIPTION_MAX, DISCOUNT_CODE_MESSAGES.descriptionTooLong)
      .nullable(),
  ),
};

export const createDiscountCodeSchema = z
  .object({
    ...discountCodeFields,
    discount_type: discountCodeFields.discount_type.default('percentage'),
    active: discountCodeFields.active.default(true),
    first_booking_only: discountCodeFields.first_booking_only.default(false),
    valid_from: discountCodeFields.valid_from.optional(),
    valid_until: discountCodeFields.valid_until.optional(),
    max_uses: discountCodeFields.max_uses.optional(),
    description: discountCodeFields.description.optional(),
  })
  .meta({ description: 'Neuer Discount-Code. Unbekannte Felder werden ignoriert.' })
  .register(apiSchemas, { id: 'AdminCreateDiscountCodeRequest' });

export const updateDiscountCodeSchema = z
  .object(discountCodeFields)
  .partial()
  .meta({
    description:
      'Discount-Code ändern (react-admin sendet den ganzen Datensatz). Fehlende Felder bleiben, unbekannte werden ignoriert.',
  })
  .register(apiSchemas, { id: 'AdminUpdateDiscountCodeRequest' });
export type DiscountCodeChanges = z.output<typeof updateDiscountCodeSchema>;

/** The `filter` query of the list. */
export const adminDiscountCodeFilterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
      .optional()
      .meta({ description: 'Sucht in Code und Beschreibung' }),
    active: z.boolean('Bitte wählen Sie aktiv oder inaktiv.').optional(),
    id: z.array(z.uuid('Ungültige Code-Nummer.')).max(500).optional(),
  })
  .register(apiSchemas, { id: 'AdminDiscountCodeFilter' });
export type AdminDiscountCodeFilter = z.infer<typeof adminDiscountCodeFilterSchema>;

export const adminDiscountCodeRowSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: z.int().meta({ description: 'Prozent oder Cent' }),
    active: z.boolean(),
    valid_from: z.string().meta({ description: 'YYYY-MM-DD' }),
    valid_until: z.string().nullable(),
    max_uses: z.int().nullable().meta({ description: 'null: unbegrenzt' }),
    current_uses: z.int().meta({ description: 'Reservierte und bezahlte Verwendungen' }),
    description: z.string().nullable(),
    first_booking_only: z.boolean().meta({ description: 'Nur für die erste Buchung einer E-Mail-Adresse' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminDiscountCodeDto' });
export type AdminDiscountCodeRow = z.output<typeof adminDiscountCodeRowSchema>;

export const discountUsageRowSchema = z
  .object({
    id: z.uuid(),
    customer_email: z.string(),
    customer_name: z.string().nullable(),
    booking_id: z.uuid().nullable(),
    course_title: z.string().nullable(),
    course_date: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    status: z.enum(['reserved', 'redeemed']).meta({ description: 'reserved: Zahlung offen; redeemed: bezahlt' }),
    used_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminDiscountUsageDto' });
export type DiscountUsageRow = z.output<typeof discountUsageRowSchema>;

export const discountCodeDeletedSchema = z
  .object({ id: z.uuid(), deleted: z.literal(true) })
  .register(apiSchemas, { id: 'AdminDiscountCodeDeletedResponse' });

export const discountUsageResetSchema = z
  .object({
    id: z.uuid(),
    discount_code_id: z.uuid(),
    current_uses: z.int().meta({ description: 'Verwendungen des Codes nach dem Zurücksetzen' }),
  })
  .register(apiSchemas, { id: 'AdminDiscountUsageResetResponse' });
