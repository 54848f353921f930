/** An operator who offers paying on invoice (DECISIONS 35), with the account its invoices name. */
export const PAY_ON_INVOICE_ENV = {
  PAY_ON_INVOICE: 'true',
  SITE_BANK_ACCOUNT_HOLDER: 'Beispiel Medical Consulting GmbH',
  SITE_BANK_IBAN: 'DE89370400440532013000',
};
