/**
 * A credit read from a bank statement (DECISIONS 35): settled by the import itself, open for the
 * admin, assigned by hand (to an invoice or noted as dealt with), or sent back to the payer.
 */
export const BANK_TRANSACTION_STATUS_LABELS: Record<'open' | 'matched' | 'assigned' | 'returned', string> = {
  open: 'Offen',
  matched: 'Zugeordnet (Import)',
  assigned: 'Von Hand zugeordnet',
  returned: 'Zurücküberwiesen',
};
