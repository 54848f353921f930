import { ANONYMISED_EMAIL, ANONYMISED_NAME } from '@mpb/domain';
import { z } from 'zod';
import type { CheckoutRequest } from './dto/checkout-request.dto';

/**
 * The participant's details on a booking, described once: how the checkout records them, which the
 * admin's list and detail read and the CSV export writes (in this order), and what a GDPR deletion
 * writes in their place. A detail added here reaches all of them.
 */
export const LISTED_CUSTOMER_FIELDS = {
  customer_name: { schema: z.string(), csvHeader: 'Name' },
  customer_email: { schema: z.string(), csvHeader: 'E-Mail' },
  customer_phone: { schema: z.string().nullable(), csvHeader: 'Telefon' },
} as const;

export type ListedCustomerFields = { [F in keyof typeof LISTED_CUSTOMER_FIELDS]: string | null };

/**
 * A participant's details as the checkout records them: the buyer's phone when the buyer takes
 * part, the buyer's company for every participant of a business, the comments on the first booking.
 */
export function customerFieldsOf(
  request: CheckoutRequest,
  participant: { name: string; email: string },
  first: boolean,
) {
  return {
    customer_name: participant.name,
    customer_email: participant.email,
    customer_phone: participant.email === request.customerEmail ? (request.customerPhone ?? null) : null,
    customer_company: request.customerType === 'business' ? (request.customerCompany ?? null) : null,
    customer_comments: first ? (request.customerComments ?? null) : null,
  };
}

/** What a GDPR deletion writes in place of each of the participant's details on their bookings. */
export const ERASED_CUSTOMER_FIELDS: ListedCustomerFields & Record<string, string | null> = {
  customer_name: ANONYMISED_NAME,
  customer_email: ANONYMISED_EMAIL,
  customer_phone: null,
  customer_company: null,
  customer_comments: null,
  client_key: null,
};

/**
 * What a GDPR deletion writes in place of each of the buyer's details on their orders. The
 * invoices keep their own copy (DECISIONS 33), and a cancellation invoice repeats its original.
 */
export const ERASED_BUYER_FIELDS: Record<string, string | null> = {
  buyer_name: ANONYMISED_NAME,
  buyer_email: ANONYMISED_EMAIL,
  buyer_phone: null,
  buyer_company: null,
  billing_street: null,
  billing_postal_code: null,
  billing_city: null,
  billing_country: null,
  billing_vat_id: null,
  purchase_order_number: null,
  leitweg_id: null,
};

const listed = Object.entries(LISTED_CUSTOMER_FIELDS);

/** The listed details as the admin API shows them (spread into its row schema). */
export const listedCustomerSchemas = Object.fromEntries(listed.map(([column, field]) => [column, field.schema])) as {
  [F in keyof typeof LISTED_CUSTOMER_FIELDS]: (typeof LISTED_CUSTOMER_FIELDS)[F]['schema'];
};

/** `b.customer_name, b.customer_email, …` for a SELECT on the bookings table `alias`. */
export const listedCustomerColumns = (alias: string) => listed.map(([column]) => `${alias}.${column}`).join(', ');

export const LISTED_CUSTOMER_CSV_HEADERS = listed.map(([, field]) => field.csvHeader);

/** The listed details of a row, in order. */
export const listedCustomerValues = (row: ListedCustomerFields) =>
  listed.map(([column]) => row[column as keyof ListedCustomerFields]);
