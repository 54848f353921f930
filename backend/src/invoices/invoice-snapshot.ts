/**
 * Everything an issued invoice shows, frozen when it is issued (DECISIONS 32): the PDF and the
 * XML are rendered from this alone, so the same snapshot always gives the same document.
 * Amounts in integer cents, dates 'yyyy-MM-dd' in Europe/Berlin. A cancellation invoice
 * (Stornorechnung) carries positive amounts and names the invoice it cancels.
 */
export interface InvoiceSnapshot {
  kind: 'invoice' | 'cancellation';
  /** e.g. 'RE-2026-00042' or 'ST-2026-00003'. */
  number: string;
  issueDate: string;
  /** The invoice a cancellation cancels. */
  cancels?: { number: string; issueDate: string };
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** BT-10: the Leitweg-ID, else the buyer's purchase-order number. */
  buyerReference: string | null;
  /** BT-13. */
  purchaseOrderNumber: string | null;
  lines: InvoiceLine[];
  /** A discount on the whole document (BG-20), net. */
  allowance: { reason: string; netCents: number } | null;
  tax: InvoiceTax;
  /** Sum of line nets less the allowance. */
  netCents: number;
  taxCents: number;
  grossCents: number;
  payment: InvoicePayment;
}

export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  vatId: string;
  email: string;
  phone: string;
  website: string;
  registerCourt: string | null;
  registerNumber: string | null;
  managingDirectors: string | null;
  bank: { accountHolder: string; iban: string; bic: string | null } | null;
}

export interface InvoiceBuyer {
  /** The contact person who booked. */
  name: string;
  company: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string | null;
  email: string;
}

export interface InvoiceLine {
  /** e.g. 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar'. */
  description: string;
  /** The course date (Leistungsdatum). */
  serviceDate: string;
  /** Who takes part, for the line's note. */
  participant: string;
  quantity: number;
  unitNetCents: number;
  netCents: number;
}

export type InvoiceTax =
  { category: 'S'; ratePercent: number } | { category: 'E'; ratePercent: 0; exemptionReason: string };

export interface InvoicePayment {
  /** 'card' paid through the payment provider, 'free' for a 0 € booking, 'transfer' on invoice. */
  method: 'card' | 'free' | 'transfer';
  /** When it was paid, for 'card'. */
  paidDate: string | null;
  /** When a transfer is due. */
  dueDate: string | null;
  /** The reference a transfer must carry: the invoice number. */
  reference: string;
}
