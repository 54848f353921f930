import type { SiteSettings } from '@mpb/domain';
import type {
  InvoiceBuyer,
  InvoiceLine,
  InvoicePayment,
  InvoiceSeller,
  InvoiceSnapshot,
  InvoiceTax,
} from './invoice-snapshot';

/** What an invoice takes from its order when it is issued (InvoicesRepository.subject). */
export interface InvoiceSubject {
  order_id: string;
  buyer_name: string;
  buyer_email: string;
  buyer_company: string | null;
  billing_street: string | null;
  billing_postal_code: string | null;
  billing_city: string | null;
  billing_country: string | null;
  billing_vat_id: string | null;
  purchase_order_number: string | null;
  leitweg_id: string | null;
  /** One per participant with a confirmed seat, the first booking first. */
  seats: InvoiceSeat[];
}

/** One participant's seat as its invoice line shows it. */
export interface InvoiceSeat {
  booking_id: string;
  customer_name: string;
  /** What the buyer pays for the seat, after the discount. */
  amount: number;
  original_amount: number;
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
  course: Pick<InvoiceSeat, 'vat_exempt' | 'vat_exemption_reference'>,
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

/** The order's buyer. An order made before the dialog asked for a billing address has empty address fields; its country is Germany. */
function buyerOf(subject: InvoiceSubject): InvoiceBuyer {
  return {
    name: subject.buyer_name,
    company: subject.buyer_company,
    street: subject.billing_street ?? '',
    postalCode: subject.billing_postal_code ?? '',
    city: subject.billing_city ?? '',
    country: subject.billing_country ?? 'DE',
    vatId: subject.billing_vat_id,
    email: subject.buyer_email,
  };
}

/**
 * Shares `total` out in proportion to `weights`, in whole cents that add up to it exactly: each
 * share rounded down, the cents left over to the largest remainders.
 */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - shares[index] }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The invoice for an order: one line per participant's seat at the list price, the discounts as
 * one allowance on the whole. The lines' nets share out the net of the list prices' sum, so that
 * lines less allowance give the net of what was paid to the cent.
 */
export function invoiceSnapshot(input: {
  number: string;
  issueDate: string;
  subject: InvoiceSubject;
  seller: InvoiceSeller;
  tax: InvoiceTax;
  payment: Omit<InvoicePayment, 'reference'>;
}): InvoiceSnapshot {
  const { subject, tax } = input;
  const { seats } = subject;
  const grossCents = seats.reduce((sum, seat) => sum + seat.amount, 0);
  const total = splitGross(grossCents, tax);
  const listGross = seats.reduce((sum, seat) => sum + Math.max(seat.original_amount, seat.amount), 0);
  const listNet = Math.max(splitGross(listGross, tax).netCents, total.netCents);
  const lineNets = shareOut(
    listNet,
    seats.map((seat) => Math.max(seat.original_amount, seat.amount)),
  );
  const lines: InvoiceLine[] = seats.map((seat, index) => ({
    description: `${seat.course_title}, Live-Online-Seminar`,
    serviceDate: seat.course_date,
    participant: seat.customer_name,
    quantity: 1,
    unitNetCents: lineNets[index],
    netCents: lineNets[index],
  }));
  const discountNet = listNet - total.netCents;
  const code = seats.find((seat) => seat.discount_code)?.discount_code;
  return {
    kind: 'invoice',
    number: input.number,
    issueDate: input.issueDate,
    currency: 'EUR',
    seller: input.seller,
    buyer: buyerOf(subject),
    buyerReference: subject.leitweg_id ?? subject.purchase_order_number,
    purchaseOrderNumber: subject.purchase_order_number,
    lines,
    allowance: discountNet > 0 ? { reason: code ? `Rabatt (Code ${code})` : 'Rabatt', netCents: discountNet } : null,
    tax,
    netCents: total.netCents,
    taxCents: total.taxCents,
    grossCents,
    payment: { ...input.payment, reference: input.number },
  };
}

/**
 * The cancellation invoice (Stornorechnung) of `grossCents` of an invoice: all of it repeats the
 * original's lines and allowance; a part is one line for that part, naming the participant whose
 * seat it cancels when given. Same buyer, tax and references.
 */
export function cancellationSnapshot(input: {
  number: string;
  issueDate: string;
  original: InvoiceSnapshot;
  seller: InvoiceSeller;
  grossCents: number;
  participant?: string;
}): InvoiceSnapshot {
  const { original, grossCents } = input;
  const whole = grossCents === original.grossCents;
  const part = splitGross(grossCents, original.tax);
  const line = original.lines.find((entry) => entry.participant === input.participant) ?? original.lines[0];
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
            ...line,
            description: `Teilstornierung: ${line.description}`,
            participant: input.participant ?? line.participant,
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
