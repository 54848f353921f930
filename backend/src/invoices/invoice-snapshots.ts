import type { SiteSettings } from '@mpb/domain';
import type {
  InvoiceBuyer,
  InvoiceLine,
  InvoicePayment,
  InvoiceSeller,
  InvoiceSnapshot,
  InvoiceTax,
} from './invoice-snapshot';

/** What an invoice takes from its booking and course when it is issued (InvoicesRepository.subject). */
export interface InvoiceSubject {
  booking_id: string;
  customer_name: string;
  customer_email: string;
  customer_company: string | null;
  payer_name: string | null;
  payer_email: string | null;
  payer_company: string | null;
  billing_street: string | null;
  billing_postal_code: string | null;
  billing_city: string | null;
  billing_country: string | null;
  billing_vat_id: string | null;
  purchase_order_number: string | null;
  leitweg_id: string | null;
  /** What the customer pays, after the discount. */
  amount: number;
  original_amount: number;
  discount_amount: number;
  discount_code: string | null;
  course_title: string;
  /** 'yyyy-MM-dd' */
  course_date: string;
  vat_exempt: boolean;
  vat_exemption_reference: string | null;
}

/** The operator as the invoice names it, with the bank account a transfer goes to. */
export interface InvoiceIssuer {
  settings: Pick<
    SiteSettings,
    | 'company'
    | 'street'
    | 'postalCode'
    | 'city'
    | 'vatId'
    | 'email'
    | 'phone'
    | 'url'
    | 'registerCourt'
    | 'registerNumber'
    | 'managingDirectors'
  >;
  bank?: { accountHolder: string; iban: string; bic?: string };
}

/** A gross amount as net plus tax at the invoice's rate, rounded so that they add up to the gross exactly. */
export function splitGross(grossCents: number, tax: InvoiceTax): { netCents: number; taxCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + tax.ratePercent));
  return { netCents, taxCents: grossCents - netCents };
}

/** 19 % (or the configured rate), or exempt under § 4 Nr. 21 UStG with the authority's certificate. */
export function invoiceTax(
  course: Pick<InvoiceSubject, 'vat_exempt' | 'vat_exemption_reference'>,
  ratePercent: number,
): InvoiceTax {
  if (!course.vat_exempt) return { category: 'S', ratePercent };
  const certificate = course.vat_exemption_reference
    ? ` (Bescheinigung der zuständigen Landesbehörde: ${course.vat_exemption_reference})`
    : '';
  return { category: 'E', ratePercent: 0, exemptionReason: `Umsatzsteuerfrei nach § 4 Nr. 21 UStG${certificate}` };
}

export function invoiceSeller({ settings, bank }: InvoiceIssuer): InvoiceSeller {
  return {
    name: settings.company,
    street: settings.street,
    postalCode: settings.postalCode,
    city: settings.city,
    country: 'DE',
    vatId: settings.vatId,
    email: settings.email,
    phone: settings.phone,
    website: settings.url,
    registerCourt: settings.registerCourt || null,
    registerNumber: settings.registerNumber || null,
    managingDirectors: settings.managingDirectors || null,
    bank: bank ? { accountHolder: bank.accountHolder, iban: bank.iban, bic: bank.bic ?? null } : null,
  };
}

/**
 * The buyer is whoever booked and paid: the payer once a substitute took the seat. A booking made
 * before the dialog asked for a billing address has empty address fields; its country is Germany.
 */
function buyerOf(subject: InvoiceSubject): InvoiceBuyer {
  const paidBySomeoneElse = subject.payer_email !== null;
  return {
    name: (paidBySomeoneElse ? subject.payer_name : null) ?? subject.customer_name,
    company: paidBySomeoneElse ? subject.payer_company : subject.customer_company,
    street: subject.billing_street ?? '',
    postalCode: subject.billing_postal_code ?? '',
    city: subject.billing_city ?? '',
    country: subject.billing_country ?? 'DE',
    vatId: subject.billing_vat_id,
    email: subject.payer_email ?? subject.customer_email,
  };
}

/** The invoice for a booking: one seat of its course at the list price, the discount as an allowance on the whole. */
export function invoiceSnapshot(input: {
  number: string;
  issueDate: string;
  subject: InvoiceSubject;
  seller: InvoiceSeller;
  tax: InvoiceTax;
  payment: Omit<InvoicePayment, 'reference'>;
}): InvoiceSnapshot {
  const { subject, tax } = input;
  const total = splitGross(subject.amount, tax);
  const listNet = Math.max(splitGross(subject.original_amount, tax).netCents, total.netCents);
  const line: InvoiceLine = {
    description: `${subject.course_title}, Live-Online-Seminar`,
    serviceDate: subject.course_date,
    participant: subject.customer_name,
    quantity: 1,
    unitNetCents: listNet,
    netCents: listNet,
  };
  const discountNet = listNet - total.netCents;
  return {
    kind: 'invoice',
    number: input.number,
    issueDate: input.issueDate,
    currency: 'EUR',
    seller: input.seller,
    buyer: buyerOf(subject),
    buyerReference: subject.leitweg_id ?? subject.purchase_order_number,
    purchaseOrderNumber: subject.purchase_order_number,
    lines: [line],
    allowance:
      discountNet > 0
        ? { reason: subject.discount_code ? `Rabatt (Code ${subject.discount_code})` : 'Rabatt', netCents: discountNet }
        : null,
    tax,
    netCents: total.netCents,
    taxCents: total.taxCents,
    grossCents: subject.amount,
    payment: { ...input.payment, reference: input.number },
  };
}

/**
 * The cancellation invoice (Stornorechnung) of `grossCents` of an invoice: all of it repeats the
 * original's lines and allowance; a part is one line for that part. Same buyer, tax and references.
 */
export function cancellationSnapshot(input: {
  number: string;
  issueDate: string;
  original: InvoiceSnapshot;
  seller: InvoiceSeller;
  grossCents: number;
}): InvoiceSnapshot {
  const { original, grossCents } = input;
  const whole = grossCents === original.grossCents;
  const part = splitGross(grossCents, original.tax);
  const [first] = original.lines;
  return {
    ...original,
    kind: 'cancellation',
    number: input.number,
    issueDate: input.issueDate,
    cancels: { number: original.number, issueDate: original.issueDate },
    seller: input.seller,
    lines: whole
      ? original.lines
      : [
          {
            ...first,
            description: `Teilstornierung: ${first.description}`,
            unitNetCents: part.netCents,
            netCents: part.netCents,
          },
        ],
    allowance: whole ? original.allowance : null,
    netCents: whole ? original.netCents : part.netCents,
    taxCents: whole ? original.taxCents : part.taxCents,
    grossCents,
    payment: {
      method: original.payment.method,
      paidDate: original.payment.method === 'card' ? input.issueDate : null,
      dueDate: null,
      reference: input.number,
    },
  };
}
