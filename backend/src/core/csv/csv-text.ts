/** A phone number as people type it: a leading +, then digits, spaces and ( ) / . - only. */
const PHONE = /^\+[\d\s()/.-]+$/;
/** A signed amount or number, German or English decimals: -12,50 or +3.5. */
const SIGNED_NUMBER = /^[+-]\d[\d.,\s]*$/;

/**
 * Text a customer typed, made safe for spreadsheets (CSV injection): a cell Excel would run as a
 * formula gets a leading '. That is every cell starting with =, @, tab or carriage return, and one
 * starting with + or - unless it is plainly a phone number or an amount, which Excel shows as typed
 * and which must not carry a visible quote.
 */
export function textForCsv(value: string | null): string {
  if (!value) return '';
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !PHONE.test(value) && !SIGNED_NUMBER.test(value)) return `'${value}`;
  return value;
}
