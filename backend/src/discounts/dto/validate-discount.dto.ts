import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { cents, emailAddress } from '../../core/http/field-rules';
import { DISCOUNT_TYPES } from '../discount-code.entity';
import { DISCOUNT_MESSAGES } from '../discount-messages';
import { normaliseDiscountCode } from '../discount-pricing';

export const validateDiscountSchema = z
  .object({
    discountCode: z
      .preprocess(
        (value) => (typeof value === 'string' ? normaliseDiscountCode(value) : (value ?? '')),
        z
          .string({ error: DISCOUNT_MESSAGES.invalid })
          .min(1, DISCOUNT_MESSAGES.codeRequired)
          .max(50, DISCOUNT_MESSAGES.invalid),
      )
      .meta({ description: 'Wird in Großbuchstaben umgewandelt', example: 'BLOG20' }),
    customerEmail: emailAddress({ required: DISCOUNT_MESSAGES.emailFirst }).meta({
      description: 'Pflicht: ein Code gilt einmal pro E-Mail-Adresse',
      example: 'max.mustermann@beispiel.de',
    }),
    coursePrice: cents('Ungültiger Preis').optional().meta({
      description: 'Bruttopreis in Cent (Pflicht ohne courseId; wird ignoriert, wenn courseId angegeben ist)',
      example: 47481,
    }),
    courseId: z
      .uuid({ error: 'Bitte wählen Sie einen gültigen Kurstermin.' })
      .optional()
      .meta({ description: 'Kurstermin; der Preis kommt dann aus der Datenbank' }),
  })
  .register(apiSchemas, { id: 'ValidateDiscountRequestDto' });

export const discountValidationSchema = z
  .object({
    valid: z.boolean(),
    discountAmount: z.int().meta({ description: 'Rabatt in Cent', example: 9496 }),
    finalPrice: z.int().meta({ description: 'Endpreis in Cent', example: 37985 }),
    discountPercentage: z.int().meta({ description: 'Rabatt in ganzen Prozent', example: 20 }),
    discountType: z.enum(DISCOUNT_TYPES).nullable().meta({
      description:
        'Art des gültigen Codes: ein Festbetrag wird dem Besucher als Betrag gezeigt (discountAmount), nicht in Prozent; null, wenn ungültig',
      example: 'percentage',
    }),
    error: z.string().nullable().meta({ description: 'Deutsche Fehlermeldung, wenn ungültig', example: null }),
  })
  .register(apiSchemas, { id: 'DiscountValidationDto' });
export type DiscountValidationDto = z.infer<typeof discountValidationSchema>;
