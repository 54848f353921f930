import {
  checkComments,
  checkCompany,
  checkEmail,
  checkName,
  checkPhone,
  EMAIL_MAX_LENGTH,
  FIELD_MESSAGES,
  normaliseEmail,
} from '@mpb/domain';
import { z } from 'zod';

/** The request-body side of the shared field rules (`@mpb/domain`): each schema runs the same check. */

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A trimmed string that passes `check`, which answers the spec's message or null. */
const checkedText = (invalidType: string, check: (value: string) => string | null) =>
  z
    .string({ error: invalidType })
    .trim()
    .superRefine((value, context) => {
      const message = check(value);
      if (message) context.addIssue({ code: 'custom', message });
    });

/** Required person name: 2-50 letters (umlauts included), spaces, hyphens, apostrophes, dots. */
export const personName = () =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? '',
    checkedText(FIELD_MESSAGES.nameInvalid, (value) => checkName(value, true)),
  );

/** Optional person name with the same rule. */
export const optionalPersonName = () =>
  z.preprocess(
    blankToUndefined,
    checkedText(FIELD_MESSAGES.nameInvalid, (value) => checkName(value, false)).optional(),
  );

/** Required e-mail, trimmed and lower-cased. */
export const emailAddress = (messages: { required?: string; invalid?: string } = {}) => {
  const required = messages.required ?? FIELD_MESSAGES.emailRequired;
  const invalid = messages.invalid ?? FIELD_MESSAGES.emailInvalid;
  return z.preprocess(
    (value) => (typeof value === 'string' ? normaliseEmail(value) : (blankToUndefined(value) ?? '')),
    checkedText(invalid, (value) => checkEmail(value, { required, invalid })).meta({
      format: 'email',
      maxLength: EMAIL_MAX_LENGTH,
    }),
  );
};

/** Optional phone number; `minLength` is the booking form's extra 'too short' rule. */
export const phoneNumber = (options: { minLength?: number } = {}) =>
  z.preprocess(
    blankToUndefined,
    checkedText(FIELD_MESSAGES.phoneInvalid, (value) => checkPhone(value, options.minLength)).optional(),
  );

/** Optional company name: letters, digits, space, &, dot, hyphen; 2-100 characters. */
export const companyName = () =>
  z.preprocess(
    blankToUndefined,
    checkedText(FIELD_MESSAGES.companyInvalid, (value) => checkCompany(value, false)).optional(),
  );

/** Optional free text of at most 1000 characters. */
export const comments = () =>
  z.preprocess(blankToUndefined, checkedText(FIELD_MESSAGES.commentsTooLong, checkComments).optional());

/** Whole cents, never negative. */
export const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

/** A real calendar day 'YYYY-MM-DD'. */
export const calendarDate = (message: string) =>
  z
    .string(message)
    .regex(DATE_PATTERN, message)
    .refine((text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
    }, message);
