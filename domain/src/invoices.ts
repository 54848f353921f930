/** An invoice (Rechnung) or the cancellation invoice (Stornorechnung) that takes one back, in whole or in part. */
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
};

/**
 * Whether an invoice is settled, from its booking: paid (or, for a cancellation invoice or a
 * cancelled invoice, nothing is owed), open until its due date, overdue after it.
 */
export const INVOICE_PAYMENT_STATES = ['paid', 'open', 'overdue'] as const;
export type InvoicePaymentState = (typeof INVOICE_PAYMENT_STATES)[number];

export const INVOICE_PAYMENT_STATE_LABELS: Record<InvoicePaymentState, string> = {
  paid: 'Bezahlt',
  open: 'Offen',
  overdue: 'Überfällig',
};
