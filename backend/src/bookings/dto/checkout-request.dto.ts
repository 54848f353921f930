import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { FieldErrors } from '../../core/http/api-error';
import { cents, comments, companyName, emailAddress, FIELD_MESSAGES, personName, phoneNumber } from '../../core/http/field-rules';
import { normaliseDiscountCode } from '../../discounts/discount-pricing';
import { CUSTOMER_TYPES } from '../booking.entity';

export const TERMS_REQUIRED_MESSAGE = 'Sie müssen die AGB akzeptieren, um eine Buchung durchzuführen';
export const PRICE_INVALID_MESSAGE = 'Ungültiger Preis';

/** create-checkout-session (000 §7) with every booking-form and shared field rule of 000 §5. */
export const checkoutRequestSchema = z.object({
  courseId: z.uuid({ error: 'Bitte wählen Sie einen gültigen Kurstermin.' }),
  customerName: personName(),
  customerEmail: emailAddress({ invalid: FIELD_MESSAGES.bookingEmailInvalid }),
  customerPhone: phoneNumber({ minLength: 5 }),
  customerCompany: companyName(),
  customerComments: comments(),
  customerType: z.preprocess((value) => value ?? 'private', z.enum(CUSTOMER_TYPES, { error: 'Ungültiger Kundentyp' })),
  acceptedAGB: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  selectedPrice: cents(PRICE_INVALID_MESSAGE),
  originalAmount: z.preprocess((value) => value ?? undefined, cents(PRICE_INVALID_MESSAGE).optional()),
  discountAmount: z.preprocess((value) => value ?? undefined, cents(PRICE_INVALID_MESSAGE).optional()),
  discountCode: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseDiscountCode(value) || undefined : (value ?? undefined)),
    z.string({ error: 'Ungültiger Discount-Code' }).max(50, 'Ungültiger Discount-Code').optional(),
  ),
  waitlistOfferToken: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.string({ error: 'Dieser Buchungslink ist ungültig oder abgelaufen.' }).max(200, 'Dieser Buchungslink ist ungültig oder abgelaufen.').optional(),
  ),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Business customers must name their company; checked beside the per-field rules. */
export function checkoutCrossFieldChecks(raw: Record<string, unknown>): FieldErrors {
  const company = typeof raw.customerCompany === 'string' ? raw.customerCompany.trim() : '';
  return raw.customerType === 'business' && !company ? { customerCompany: FIELD_MESSAGES.companyRequired } : {};
}

export class CheckoutRequestDto {
  @ApiProperty({ format: 'uuid' }) courseId: string;
  @ApiProperty({ example: 'Erika Müller', description: '2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt' })
  customerName: string;
  @ApiProperty({ example: 'erika.mueller@beispiel.de', maxLength: 254 }) customerEmail: string;
  @ApiPropertyOptional({ example: '+49 30 1234567', nullable: true, description: 'mindestens 5, höchstens 20 Zeichen' })
  customerPhone?: string | null;
  @ApiPropertyOptional({ example: 'Muster Medical GmbH', nullable: true, description: 'Pflicht für Firmenkunden; 2-100 Zeichen' })
  customerCompany?: string | null;
  @ApiPropertyOptional({ nullable: true, maxLength: 1000 }) customerComments?: string | null;
  @ApiPropertyOptional({ enum: CUSTOMER_TYPES, default: 'private' }) customerType?: 'private' | 'business';
  @ApiProperty({ example: true, description: 'AGB akzeptiert (muss true sein)' }) acceptedAGB: boolean;
  @ApiProperty({ example: 37985, description: 'Vom Besucher gesehener Endpreis in Cent; muss zum Serverpreis passen' })
  selectedPrice: number;
  @ApiPropertyOptional({ example: 47481, description: 'Bruttopreis in Cent (wird verglichen, wenn angegeben)' }) originalAmount?: number;
  @ApiPropertyOptional({ example: 9496, description: 'Rabatt in Cent (0 ohne Code; wird verglichen, wenn angegeben)' })
  discountAmount?: number;
  @ApiPropertyOptional({ example: 'BLOG20', nullable: true }) discountCode?: string | null;
  @ApiPropertyOptional({ description: 'Token aus einem persönlichen Wartelisten-Buchungslink (reservierter Platz)' })
  waitlistOfferToken?: string;
}

export class CheckoutResponseDto {
  @ApiProperty({ description: 'Adresse des Bezahlvorgangs (Stripe Checkout oder der eingebaute Test-Checkout)' }) url: string;
  @ApiProperty({ format: 'uuid' }) bookingId: string;
}
