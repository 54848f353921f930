import { checkParticipants, FIELD_MESSAGES, MAX_ORDER_PARTICIPANTS, ORDER_MESSAGES } from '@mpb/domain';
import { z } from 'zod';
import { FieldErrors } from '../../core/http/api-error';
import { apiSchemas } from '../../core/http/api-schemas';
import { cents, comments, companyName, emailAddress, personName, phoneNumber } from '../../core/http/field-rules';
import { normaliseDiscountCode } from '../../discounts/discount-pricing';
import { CUSTOMER_TYPES } from '../booking.entity';
import { billingAddressSchema, billingReferenceFields, vatIdCrossFieldCheck } from './billing-fields';

const PRICE_INVALID_MESSAGE = 'Ungültiger Preis';

// `nullable` in the metadata below: the field rules turn null into 'not given' before zod checks the value.

/** create-checkout-session (000 §7) with every booking-form and shared field rule of 000 §5. */
export const checkoutRequestSchema = z
  .object({
    courseId: z.uuid({ error: 'Bitte wählen Sie einen gültigen Kurstermin.' }),
    customerName: personName().meta({
      description: '2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt',
      example: 'Erika Müller',
    }),
    customerEmail: emailAddress({ invalid: FIELD_MESSAGES.bookingEmailInvalid }).meta({
      example: 'erika.mueller@beispiel.de',
    }),
    customerPhone: phoneNumber({ minLength: 5 }).meta({
      nullable: true,
      description: 'mindestens 5, höchstens 20 Zeichen',
      example: '+49 30 1234567',
    }),
    customerCompany: companyName().meta({
      nullable: true,
      description: 'Pflicht für Firmenkunden; 2-100 Zeichen',
      example: 'Muster Medical GmbH',
    }),
    customerComments: comments().meta({ nullable: true }),
    participants: z
      .preprocess(
        (value) => value ?? undefined,
        z
          .array(
            z.object({
              name: personName().meta({ example: 'Jonas Weber' }),
              email: emailAddress({ invalid: FIELD_MESSAGES.bookingEmailInvalid }).meta({
                example: 'jonas.weber@beispiel.de',
              }),
            }),
            { error: ORDER_MESSAGES.noParticipant },
          )
          .min(1, ORDER_MESSAGES.noParticipant)
          .max(MAX_ORDER_PARTICIPANTS, ORDER_MESSAGES.tooManyParticipants)
          .optional(),
      )
      .meta({
        nullable: true,
        description: `Die teilnehmenden Personen (1-${MAX_ORDER_PARTICIPANTS}), je ein Platz; ohne Angabe nimmt der Käufer allein teil. Der Käufer nimmt nur teil, wenn er hier steht.`,
      }),
    billingAddress: billingAddressSchema.meta({
      description: 'Rechnungsadresse (Pflicht: jede Rechnung nennt die Anschrift des Käufers)',
    }),
    ...billingReferenceFields,
    customerType: z.preprocess(
      (value) => value ?? undefined,
      z.enum(CUSTOMER_TYPES, { error: 'Ungültiger Kundentyp' }).default('private'),
    ),
    acceptedAGB: z
      .literal(true, { error: FIELD_MESSAGES.termsRequired })
      .meta({ description: 'AGB akzeptiert (muss true sein)' }),
    earlyStartRequested: z
      .preprocess((value) => value ?? undefined, z.boolean({ error: FIELD_MESSAGES.earlyStartRequired }).default(false))
      .meta({
        nullable: true,
        description:
          'Privatkunde verlangt ausdrücklich den Beginn vor Ablauf der Widerrufsfrist (§ 356 Abs. 4 BGB); Pflicht, wenn der Termin innerhalb von 14 Tagen beginnt',
      }),
    selectedPrice: cents(PRICE_INVALID_MESSAGE).meta({
      description:
        'Vom Besucher gesehener Endpreis der Bestellung in Cent (Plätze × Preis je Platz); muss zum Serverpreis passen',
      example: 37985,
    }),
    originalAmount: z
      .preprocess((value) => value ?? undefined, cents(PRICE_INVALID_MESSAGE).optional())
      .meta({
        nullable: true,
        description: 'Bruttopreis aller Plätze in Cent (wird verglichen, wenn angegeben)',
        example: 47481,
      }),
    discountAmount: z
      .preprocess((value) => value ?? undefined, cents(PRICE_INVALID_MESSAGE).optional())
      .meta({
        nullable: true,
        description: 'Rabatt aller Plätze in Cent (0 ohne Code; wird verglichen, wenn angegeben)',
        example: 9496,
      }),
    discountCode: z
      .preprocess(
        (value) => (typeof value === 'string' ? normaliseDiscountCode(value) || undefined : (value ?? undefined)),
        z.string({ error: 'Ungültiger Discount-Code' }).max(50, 'Ungültiger Discount-Code').optional(),
      )
      .meta({ nullable: true, description: 'Wird in Großbuchstaben umgewandelt', example: 'BLOG20' }),
    paymentMethod: z
      .preprocess(
        (value) => value ?? undefined,
        z.enum(['card', 'invoice'], { error: 'Bitte wählen Sie eine gültige Zahlungsart.' }).default('card'),
      )
      .meta({
        nullable: true,
        description:
          "'card' (Standard) oder 'invoice': Zahlung auf Rechnung per Überweisung, nur für Firmenkunden, wenn freigeschaltet, und für Termine mindestens 14 Tage im Voraus; die Buchung ist sofort verbindlich",
      }),
    waitlistOfferToken: z
      .preprocess(
        (value) => (value === null || value === '' ? undefined : value),
        z
          .string({ error: 'Dieser Buchungslink ist ungültig oder abgelaufen.' })
          .max(200, 'Dieser Buchungslink ist ungültig oder abgelaufen.')
          .optional(),
      )
      .meta({
        nullable: true,
        description: 'Token aus einem persönlichen Wartelisten-Buchungslink (reservierter Platz)',
      }),
  })
  .register(apiSchemas, { id: 'CheckoutRequestDto' });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * Business customers must name their company, a VAT ID fits the billing country, and no address
 * is in an order twice; checked beside the per-field rules.
 */
export function checkoutCrossFieldChecks(raw: Record<string, unknown>): FieldErrors {
  const company = typeof raw.customerCompany === 'string' ? raw.customerCompany.trim() : '';
  return {
    ...(raw.customerType === 'business' && !company ? { customerCompany: FIELD_MESSAGES.companyRequired } : {}),
    ...vatIdCrossFieldCheck(raw),
    ...sameAddressTwice(raw.participants),
  };
}

function sameAddressTwice(participants: unknown): FieldErrors {
  if (!Array.isArray(participants)) return {};
  const entries = participants.map((entry: { name?: unknown; email?: unknown } | null) => ({
    name: typeof entry?.name === 'string' ? entry.name : '',
    email: typeof entry?.email === 'string' ? entry.email : '',
  }));
  const twice: FieldErrors = {};
  for (const [field, message] of Object.entries(checkParticipants(entries)))
    if (message === ORDER_MESSAGES.sameEmailTwice) twice[field] = message;
  return twice;
}

/** Who takes part: the participants named, else the buyer alone. */
export function participantsOf(request: CheckoutRequest): { name: string; email: string }[] {
  return request.participants ?? [{ name: request.customerName, email: request.customerEmail }];
}

export const checkoutResponseSchema = z
  .object({
    url: z
      .string()
      .meta({ description: 'Adresse des Bezahlvorgangs (Stripe Checkout oder der eingebaute Test-Checkout)' }),
    orderId: z.uuid().meta({ description: 'Die Bestellung: Käufer, Rechnungsadresse und Zahlungsart' }),
    bookingIds: z.array(z.uuid()).meta({ description: 'Eine Buchung je teilnehmender Person' }),
    bookingId: z.uuid().meta({ description: 'Die erste Buchung der Bestellung' }),
  })
  .register(apiSchemas, { id: 'CheckoutResponseDto' });
export type CheckoutResponseDto = z.infer<typeof checkoutResponseSchema>;
