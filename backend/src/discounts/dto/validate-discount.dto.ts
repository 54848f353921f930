import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { cents, emailAddress } from '../../core/http/field-rules';
import { DISCOUNT_MESSAGES } from '../discount-messages';
import { normaliseDiscountCode } from '../discount-pricing';

export const validateDiscountSchema = z.object({
  discountCode: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseDiscountCode(value) : (value ?? '')),
    z.string({ error: DISCOUNT_MESSAGES.invalid }).min(1, DISCOUNT_MESSAGES.codeRequired).max(50, DISCOUNT_MESSAGES.invalid),
  ),
  customerEmail: emailAddress({ required: DISCOUNT_MESSAGES.emailFirst }),
  coursePrice: cents('Ungültiger Preis').optional(),
  courseId: z.uuid({ error: 'Bitte wählen Sie einen gültigen Kurstermin.' }).optional(),
});
export type ValidateDiscountRequest = z.infer<typeof validateDiscountSchema>;

export class ValidateDiscountRequestDto {
  @ApiProperty({ example: 'BLOG20', description: 'Wird in Großbuchstaben umgewandelt' }) discountCode: string;
  @ApiProperty({ example: 'max.mustermann@beispiel.de', description: 'Pflicht: ein Code gilt einmal pro E-Mail-Adresse' })
  customerEmail: string;
  @ApiPropertyOptional({ example: 47481, description: 'Bruttopreis in Cent (wird ignoriert, wenn courseId angegeben ist)' })
  coursePrice?: number;
  @ApiPropertyOptional({ format: 'uuid', description: 'Kurstermin; der Preis kommt dann aus der Datenbank' }) courseId?: string;
}

export class DiscountValidationDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ description: 'Rabatt in Cent', example: 9496 }) discountAmount: number;
  @ApiProperty({ description: 'Endpreis in Cent', example: 37985 }) finalPrice: number;
  @ApiProperty({ description: 'Rabatt in ganzen Prozent', example: 20 }) discountPercentage: number;
  @ApiProperty({ nullable: true, type: String, example: null, description: 'Deutsche Fehlermeldung, wenn ungültig' }) error: string | null;
}
