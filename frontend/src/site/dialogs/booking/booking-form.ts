import type { CheckoutDraft, CustomerType, WaitlistOffer } from '../../lib/booking-api';
import type { Course } from '../../lib/courses';
import {
  checkComments,
  checkCompany,
  checkEmail,
  checkName,
  checkPhone,
  FIELD_MESSAGES,
  normaliseEmail,
  PHONE_MIN_LENGTH,
} from '@mpb/domain';
import { collectErrors, type FieldErrors, optionalText } from '../../lib/form-errors';
import type { WaitlistRequest } from '../../lib/signup-api';
import type { AppliedDiscount } from './use-discount-code';

export interface BookingFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerType: CustomerType;
  customerCompany: string;
  customerComments: string;
  acceptedAGB: boolean;
  /** § 356 Abs. 4 BGB request; asked only of a private customer for a date within the withdrawal period. */
  earlyStartRequested: boolean;
}

/** Field names as the API names them, so its `fields` messages land at the right inputs. */
type BookingField = keyof BookingFormValues | 'discountCode';
export type BookingErrors = FieldErrors<BookingField>;

/** Order in which fields appear, for focusing the first invalid one. */
export const BOOKING_FIELD_ORDER: BookingField[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerType',
  'customerCompany',
  'customerComments',
  'discountCode',
  'acceptedAGB',
  'earlyStartRequested',
];

export function initialBookingValues(offer: WaitlistOffer | null): BookingFormValues {
  return {
    customerName: offer?.customerName ?? '',
    customerEmail: offer?.customerEmail ?? '',
    customerPhone: offer?.customerPhone ?? '',
    customerType: offer?.customerCompany ? 'business' : 'private',
    customerCompany: offer?.customerCompany ?? '',
    customerComments: '',
    acceptedAGB: false,
    earlyStartRequested: false,
  };
}

/** The booking form's client checks with the spec's messages (000 §5); `earlyStartAsked`: the early-start box is shown. */
export function validateBooking(values: BookingFormValues, earlyStartAsked: boolean): BookingErrors {
  const business = values.customerType === 'business';
  return collectErrors<BookingField>({
    customerName: checkName(values.customerName, true),
    customerEmail: checkEmail(values.customerEmail, {
      required: FIELD_MESSAGES.bookingEmailInvalid,
      invalid: FIELD_MESSAGES.bookingEmailInvalid,
    }),
    customerPhone: checkPhone(values.customerPhone, PHONE_MIN_LENGTH),
    customerType: null,
    customerCompany: business ? checkCompany(values.customerCompany, true) : null,
    customerComments: checkComments(values.customerComments),
    acceptedAGB: values.acceptedAGB ? null : FIELD_MESSAGES.termsRequired,
    earlyStartRequested: earlyStartAsked && !values.earlyStartRequested ? FIELD_MESSAGES.earlyStartRequired : null,
    discountCode: null,
  });
}

/** The waitlist prompt of a full date asks only for a valid e-mail; the name is optional. */
export function validateWaitlistPrompt(values: BookingFormValues): BookingErrors {
  return collectErrors<BookingField>({
    customerName: checkName(values.customerName, false),
    customerEmail: checkEmail(values.customerEmail, {
      required: FIELD_MESSAGES.waitlistEmailInvalid,
      invalid: FIELD_MESSAGES.waitlistEmailInvalid,
    }),
    customerPhone: checkPhone(values.customerPhone),
    customerType: null,
    customerCompany: null,
    customerComments: null,
    acceptedAGB: null,
    earlyStartRequested: null,
    discountCode: null,
  });
}

export function checkoutRequest(input: {
  course: Course;
  values: BookingFormValues;
  originalCents: number;
  discount: AppliedDiscount | null;
  offerToken: string | null;
}): CheckoutDraft {
  const { values, discount } = input;
  const business = values.customerType === 'business';
  return {
    courseId: input.course.id,
    customerName: values.customerName.trim(),
    customerEmail: normaliseEmail(values.customerEmail),
    customerPhone: optionalText(values.customerPhone),
    customerCompany: business ? optionalText(values.customerCompany) : null,
    customerComments: optionalText(values.customerComments),
    customerType: values.customerType,
    acceptedAGB: values.acceptedAGB,
    // The box exists only when the request is needed, so a tick means it was asked and given.
    earlyStartRequested: !business && values.earlyStartRequested,
    selectedPrice: discount ? discount.finalPrice : input.originalCents,
    discountCode: discount ? discount.code : null,
    discountAmount: discount ? discount.discountAmount : 0,
    originalAmount: input.originalCents,
    ...(input.offerToken ? { waitlistOfferToken: input.offerToken } : {}),
  };
}

export function waitlistRequest(course: Course, values: BookingFormValues): WaitlistRequest {
  return {
    courseId: course.id,
    customerEmail: normaliseEmail(values.customerEmail),
    customerName: optionalText(values.customerName),
    customerPhone: optionalText(values.customerPhone),
    customerCompany: values.customerType === 'business' ? optionalText(values.customerCompany) : null,
    customerComments: optionalText(values.customerComments),
  };
}

/** Server field names that match an input of this form; others go to the banner. */
export function toBookingErrors(fields: Record<string, string>): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of BOOKING_FIELD_ORDER) if (fields[field]) errors[field] = fields[field];
  return errors;
}
