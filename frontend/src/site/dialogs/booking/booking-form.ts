import type { BillingDetails, CheckoutDraft, CustomerType, PaymentMethod, WaitlistOffer } from '../../lib/booking-api';
import type { Course } from '../../lib/courses';
import {
  checkCity,
  checkComments,
  checkCompany,
  checkCountry,
  checkEmail,
  checkLeitwegId,
  checkName,
  checkPhone,
  checkPostalCode,
  checkPurchaseOrderNumber,
  checkStreet,
  checkVatId,
  DEFAULT_BILLING_COUNTRY,
  FIELD_MESSAGES,
  normaliseEmail,
  normaliseLeitwegId,
  normalisePostalCode,
  normaliseVatId,
  orderTotal,
  payOnInvoiceOffered,
  PHONE_MIN_LENGTH,
} from '@mpb/domain';
import { collectErrors, type FieldErrors, optionalText } from '../../lib/form-errors';
import type { WaitlistRequest } from '../../lib/signup-api';
import {
  type ParticipantField,
  type ParticipantRow,
  participantErrorsAtInputs,
  participantsRequest,
  validateParticipants,
} from './participants';
import type { AppliedDiscount } from './use-discount-code';

export interface BookingFormValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerType: CustomerType;
  customerCompany: string;
  customerComments: string;
  /** The buyer (the fields above) is one of the order's participants (DECISIONS 34). */
  selfParticipates: boolean;
  /** Further participants, besides or instead of the buyer. */
  participants: ParticipantRow[];
  /** The billing address (DECISIONS 32); asked of everyone who books. */
  billingStreet: string;
  billingPostalCode: string;
  billingCity: string;
  billingCountry: string;
  /** A business customer's VAT ID and order references, all optional. */
  vatId: string;
  purchaseOrderNumber: string;
  leitwegId: string;
  /** 'invoice' only where paying on invoice is offered (DECISIONS 35); 'card' otherwise. */
  paymentMethod: PaymentMethod;
  acceptedAGB: boolean;
  /** § 356 Abs. 4 BGB request; asked only of a private customer for a date within the withdrawal period. */
  earlyStartRequested: boolean;
}

/** Field names as the API names them, so its `fields` messages land at the right inputs. */
type FormField = keyof BookingFormValues | 'discountCode';
/** Besides those, each further participant's inputs. */
type BookingField = FormField | ParticipantField;
export type BookingErrors = FieldErrors<BookingField>;

/** The fields the API names as the form does, in the order they appear. */
const BOOKING_FIELD_ORDER: FormField[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerType',
  'customerCompany',
  'customerComments',
  'participants',
  'billingStreet',
  'billingPostalCode',
  'billingCity',
  'billingCountry',
  'vatId',
  'purchaseOrderNumber',
  'leitwegId',
  'paymentMethod',
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
    selfParticipates: true,
    participants: [],
    billingStreet: '',
    billingPostalCode: '',
    billingCity: '',
    billingCountry: DEFAULT_BILLING_COUNTRY,
    vatId: '',
    purchaseOrderNumber: '',
    leitwegId: '',
    paymentMethod: 'card',
    acceptedAGB: false,
    earlyStartRequested: false,
  };
}

/**
 * Paying on invoice (DECISIONS 35) is offered when the operator enabled it, to a business customer,
 * for a date far enough ahead (`today` in Berlin); the server refuses it otherwise.
 */
export function invoicePaymentOffered(
  values: BookingFormValues,
  courseDate: string,
  enabled: boolean,
  today: string,
): boolean {
  return enabled && values.customerType === 'business' && payOnInvoiceOffered(today, courseDate);
}

/**
 * The booking form's client checks with the spec's messages (000 §5); `earlyStartAsked`: the
 * early-start box is shown; `single`: a waitlist seat, for the buyer alone.
 */
export function validateBooking(values: BookingFormValues, earlyStartAsked: boolean, single: boolean): BookingErrors {
  const business = values.customerType === 'business';
  const ownErrors = collectErrors<FormField>({
    customerName: checkName(values.customerName, true),
    customerEmail: checkEmail(values.customerEmail, {
      required: FIELD_MESSAGES.bookingEmailInvalid,
      invalid: FIELD_MESSAGES.bookingEmailInvalid,
    }),
    customerPhone: checkPhone(values.customerPhone, PHONE_MIN_LENGTH),
    customerType: null,
    customerCompany: business ? checkCompany(values.customerCompany, true) : null,
    customerComments: checkComments(values.customerComments),
    selfParticipates: null,
    participants: null,
    billingStreet: checkStreet(values.billingStreet),
    billingPostalCode: checkPostalCode(values.billingPostalCode, values.billingCountry),
    billingCity: checkCity(values.billingCity),
    billingCountry: checkCountry(values.billingCountry),
    vatId: business ? checkVatId(values.vatId, values.billingCountry) : null,
    purchaseOrderNumber: business ? checkPurchaseOrderNumber(values.purchaseOrderNumber) : null,
    leitwegId: business ? checkLeitwegId(values.leitwegId) : null,
    paymentMethod: null,
    acceptedAGB: values.acceptedAGB ? null : FIELD_MESSAGES.termsRequired,
    earlyStartRequested: earlyStartAsked && !values.earlyStartRequested ? FIELD_MESSAGES.earlyStartRequired : null,
    discountCode: null,
  });
  // The buyer's own checks speak first at their fields.
  return single ? ownErrors : { ...validateParticipants(values), ...ownErrors };
}

/** The waitlist prompt of a full date asks only for a valid e-mail; the name is optional. */
export function validateWaitlistPrompt(values: BookingFormValues): BookingErrors {
  return collectErrors<FormField>({
    customerName: checkName(values.customerName, false),
    customerEmail: checkEmail(values.customerEmail, {
      required: FIELD_MESSAGES.waitlistEmailInvalid,
      invalid: FIELD_MESSAGES.waitlistEmailInvalid,
    }),
    customerPhone: checkPhone(values.customerPhone),
    customerType: null,
    customerCompany: null,
    customerComments: null,
    selfParticipates: null,
    participants: null,
    billingStreet: null,
    billingPostalCode: null,
    billingCity: null,
    billingCountry: null,
    vatId: null,
    purchaseOrderNumber: null,
    leitwegId: null,
    paymentMethod: null,
    acceptedAGB: null,
    earlyStartRequested: null,
    discountCode: null,
  });
}

/** The request for the checkout; `seatCents`: one seat's price, the discount is per seat (DECISIONS 34). */
export function checkoutRequest(input: {
  course: Course;
  values: BookingFormValues;
  seatCents: number;
  discount: AppliedDiscount | null;
  offerToken: string | null;
}): CheckoutDraft {
  const { values, discount } = input;
  const business = values.customerType === 'business';
  // A waitlist offer holds one seat, the buyer's.
  const participants = participantsRequest(values, input.offerToken !== null);
  const price = orderTotal(participants.length, input.seatCents, discount?.discountAmount ?? 0);
  return {
    courseId: input.course.id,
    customerName: values.customerName.trim(),
    customerEmail: normaliseEmail(values.customerEmail),
    customerPhone: optionalText(values.customerPhone),
    customerCompany: business ? optionalText(values.customerCompany) : null,
    customerComments: optionalText(values.customerComments),
    customerType: values.customerType,
    billingAddress: {
      street: values.billingStreet.trim(),
      postalCode: normalisePostalCode(values.billingPostalCode),
      city: values.billingCity.trim(),
      country: values.billingCountry,
    },
    vatId: business ? optionalText(normaliseVatId(values.vatId)) : null,
    purchaseOrderNumber: business ? optionalText(values.purchaseOrderNumber) : null,
    leitwegId: business ? optionalText(normaliseLeitwegId(values.leitwegId)) : null,
    paymentMethod: values.paymentMethod,
    acceptedAGB: values.acceptedAGB,
    // The box exists only when the request is needed, so a tick means it was asked and given.
    earlyStartRequested: !business && values.earlyStartRequested,
    participants,
    selectedPrice: price.totalCents,
    discountCode: discount ? discount.code : null,
    discountAmount: price.discountCents,
    originalAmount: price.originalCents,
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

/** The request's nested billing address, by the form field that holds each part. */
const SERVER_FIELD_NAMES: Partial<Record<BookingField, string>> = {
  billingStreet: 'billingAddress.street',
  billingPostalCode: 'billingAddress.postalCode',
  billingCity: 'billingAddress.city',
  billingCountry: 'billingAddress.country',
};

/**
 * Server field names that match an input of this form, participants by their place in the list
 * sent (`single`: a waitlist seat's list of the buyer alone); others go to the banner.
 */
export function toBookingErrors(
  fields: Record<string, string>,
  values: BookingFormValues,
  single: boolean,
): BookingErrors {
  const errors: BookingErrors = participantErrorsAtInputs(fields, values, single);
  for (const field of BOOKING_FIELD_ORDER) {
    const message = fields[SERVER_FIELD_NAMES[field] ?? field];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A signed-in buyer's latest billing details fill a form whose billing address is still empty; a
 * company booked for before makes this a business booking again, unless a company is typed in.
 */
export function withBillingDetails(values: BookingFormValues, details: BillingDetails): BookingFormValues {
  const address = details.billingAddress;
  const typed = values.billingStreet || values.billingPostalCode || values.billingCity;
  if (!address || typed) return values;
  const filled: BookingFormValues = {
    ...values,
    billingStreet: address.street,
    billingPostalCode: address.postalCode,
    billingCity: address.city,
    billingCountry: address.country,
  };
  if (!details.company || values.customerCompany) return filled;
  return {
    ...filled,
    customerType: 'business',
    customerCompany: details.company,
    vatId: values.vatId || (details.vatId ?? ''),
    leitwegId: values.leitwegId || (details.leitwegId ?? ''),
  };
}
