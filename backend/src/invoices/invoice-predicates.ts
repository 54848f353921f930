/** What an invoice's state means in SQL, written once; each takes the alias of the invoices table. */

/** A cancellation invoice names the invoice: nothing is owed on it any more. */
export const isCancelled = (alias: string) =>
  `EXISTS (SELECT 1 FROM invoices cancellation WHERE cancellation.cancels_invoice_id = ${alias}.id)`;

/** Restricted after a GDPR deletion (DECISIONS 33): kept for the tax office, shown to nobody. */
export const isRestricted = (alias: string) =>
  `EXISTS (SELECT 1 FROM invoice_restrictions restriction WHERE restriction.invoice_id = ${alias}.id)`;
