import {
  BILLING_COUNTRY_CODES,
  BILLING_MESSAGES,
  BillingCountry,
  checkCity,
  checkCountry,
  checkLeitwegId,
  checkPostalCode,
  checkPurchaseOrderNumber,
  checkStreet,
  checkVatId,
  LEITWEG_ID_MAX_LENGTH,
  normaliseLeitwegId,
  normalisePostalCode,
  normaliseVatId,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  VAT_ID_MAX_LENGTH,
} from '@mpb/domain';
import { z } from 'zod';
import { FieldErrors } from '../../core/http/api-error';

/** The request-body side of the billing rules (`@mpb/domain`), for the checkout. */

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A trimmed text that passes `check`; null and blanks are checked as ''. */
const requiredText = (message: string, check: (value: string) => string | null) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    z
      .string({ error: message })
      .trim()
      .superRefine((value, context) => {
        const problem = check(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  );

/** An optional text, normalised and then checked; blank means not given. */
const optionalText = (message: string, normalise: (value: string) => string, check: (value: string) => string | null) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .transform(normalise)
      .superRefine((value, context) => {
        const problem = check(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  );

/** The buyer's address on the invoice (§ 14 Abs. 4 UStG); the postal code's format depends on the country. */
export const billingAddressSchema = z.preprocess(
  (value) => value ?? {},
  z
    .object(
      {
        street: requiredText(BILLING_MESSAGES.streetRequired, checkStreet).meta({ example: 'Hauptstraße 5' }),
        postalCode: z
          .preprocess(
            (value) => value ?? '',
            z.string({ error: BILLING_MESSAGES.postalCodeInvalid }).transform(normalisePostalCode),
          )
          .meta({
            description: 'DE 5 Ziffern, AT und CH 4 Ziffern, sonst 2-10 Buchstaben und Ziffern',
            example: '10115',
          }),
        city: requiredText(BILLING_MESSAGES.cityRequired, checkCity).meta({ example: 'Berlin' }),
        country: z
          .preprocess(
            (value) => value ?? '',
            z
              .string({ error: BILLING_MESSAGES.countryInvalid })
              .trim()
              .refine((value) => !checkCountry(value), BILLING_MESSAGES.countryInvalid)
              .transform((value) => value as BillingCountry),
          )
          .meta({ description: `ISO 3166-1 alpha-2: ${BILLING_COUNTRY_CODES.join(', ')}`, example: 'DE' }),
      },
      { error: BILLING_MESSAGES.addressInvalid },
    )
    .superRefine((address, context) => {
      const problem = checkPostalCode(address.postalCode, address.country);
      if (problem) context.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
    }),
);

export const billingReferenceFields = {
  vatId: optionalText(BILLING_MESSAGES.vatIdInvalid, normaliseVatId, (value) =>
    value.length > VAT_ID_MAX_LENGTH ? BILLING_MESSAGES.vatIdInvalid : null,
  ).meta({
    nullable: true,
    description: 'USt-IdNr. des Firmenkunden im Format des Rechnungslandes (z. B. DE und 9 Ziffern)',
    example: 'DE123456789',
  }),
  purchaseOrderNumber: optionalText(
    BILLING_MESSAGES.purchaseOrderNumberInvalid,
    (value) => value.trim(),
    checkPurchaseOrderNumber,
  ).meta({
    nullable: true,
    description: `Bestellnummer des Firmenkunden (höchstens ${PURCHASE_ORDER_NUMBER_MAX_LENGTH} Zeichen)`,
    example: 'PO-2026-0815',
  }),
  leitwegId: optionalText(BILLING_MESSAGES.leitwegIdInvalid, normaliseLeitwegId, checkLeitwegId).meta({
    nullable: true,
    maxLength: LEITWEG_ID_MAX_LENGTH,
    description: 'Leitweg-ID öffentlicher Auftraggeber für die XRechnung, mit gültigen Prüfziffern',
    example: '04011000-1234512345-06',
  }),
};

/** The VAT ID's format depends on the billing country; checked beside the per-field rules. */
export function vatIdCrossFieldCheck(raw: Record<string, unknown>): FieldErrors {
  if (typeof raw.vatId !== 'string') return {};
  const address = raw.billingAddress as Record<string, unknown> | null | undefined;
  const country = typeof address?.country === 'string' ? address.country.trim() : '';
  const problem = checkVatId(raw.vatId, country);
  return problem ? { vatId: problem } : {};
}
