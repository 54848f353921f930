import { z } from 'zod';

/** The spec's German messages for the shared form fields (000 §5). */
export const FIELD_MESSAGES = {
  nameRequired: 'Name ist erforderlich',
  nameInvalid: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  bookingEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
  phoneTooShort: 'Die Telefonnummer ist zu kurz. Bitte geben Sie eine vollständige Nummer ein',
  phoneInvalid: 'Ungültige Telefonnummer',
  companyRequired: 'Firmenname ist für Firmenkunden erforderlich',
  companyInvalid: 'Ungültiger Firmenname',
  commentsTooLong: 'Der Kommentar darf maximal 1000 Zeichen enthalten',
} as const;

export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'’-]{2,50}$/u;
export const EMAIL_PATTERN = /^[\w.+-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/**
 * International (+49 30 1234567, 0049...) or national (030 1234567) numbers, up to 16 digits once
 * spaces, hyphens, slashes and brackets are ignored. The spec's rule (first digit 1-9) would
 * refuse every German number written with its leading 0, so the national form is accepted too.
 */
export const PHONE_PATTERN = /^(?:(?:\+|00)?[1-9]\d{3,15}|0[1-9]\d{3,14})$/;
export const PHONE_MAX_LENGTH = 20;
export const COMPANY_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} &.-]{2,100}$/u;
export const COMMENTS_MAX_LENGTH = 1000;

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Required person name: 2-50 letters (umlauts included), spaces, hyphens, apostrophes, dots. */
export const personName = () =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    z
      .string({ error: FIELD_MESSAGES.nameInvalid })
      .trim()
      .min(1, FIELD_MESSAGES.nameRequired)
      .regex(NAME_PATTERN, FIELD_MESSAGES.nameInvalid),
  );

/** Optional person name with the same rule. */
export const optionalPersonName = () =>
  z.preprocess(blankToUndefined, z.string({ error: FIELD_MESSAGES.nameInvalid }).trim().regex(NAME_PATTERN, FIELD_MESSAGES.nameInvalid).optional());

/** Required e-mail, trimmed and lower-cased. */
export const emailAddress = (messages: { required?: string; invalid?: string } = {}) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : (blankToUndefined(value) ?? '')),
    z
      .string({ error: messages.invalid ?? FIELD_MESSAGES.emailInvalid })
      .min(1, messages.required ?? FIELD_MESSAGES.emailRequired)
      .max(EMAIL_MAX_LENGTH, messages.invalid ?? FIELD_MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, messages.invalid ?? FIELD_MESSAGES.emailInvalid),
  );

/** Optional phone number; `minLength` is the booking form's extra 'too short' rule. */
export const phoneNumber = (options: { minLength?: number } = {}) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: FIELD_MESSAGES.phoneInvalid })
      .trim()
      .min(options.minLength ?? 0, FIELD_MESSAGES.phoneTooShort)
      .max(PHONE_MAX_LENGTH, FIELD_MESSAGES.phoneInvalid)
      .refine((value) => PHONE_PATTERN.test(value.replace(/[\s\-()/]/g, '')), FIELD_MESSAGES.phoneInvalid)
      .optional(),
  );

/** Optional company name: letters, digits, space, &, dot, hyphen; 2-100 characters. */
export const companyName = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: FIELD_MESSAGES.companyInvalid }).trim().regex(COMPANY_PATTERN, FIELD_MESSAGES.companyInvalid).optional(),
  );

/** Optional free text of at most 1000 characters. */
export const comments = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: FIELD_MESSAGES.commentsTooLong }).trim().max(COMMENTS_MAX_LENGTH, FIELD_MESSAGES.commentsTooLong).optional(),
  );

/** Whole cents, never negative. */
export const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);
