/**
 * Paying on invoice (DECISIONS 35): offered to business customers for dates at least
 * PAY_ON_INVOICE_LEAD_DAYS ahead; the invoice is due TRANSFER_DUE_DAYS after its date, but never
 * later than DUE_WORKING_DAYS_BEFORE_START working days (Monday to Friday) before the course starts.
 * Dates are 'yyyy-MM-dd' calendar days in Europe/Berlin.
 */
export const PAY_ON_INVOICE_LEAD_DAYS = 14;
const TRANSFER_DUE_DAYS = 14;
const DUE_WORKING_DAYS_BEFORE_START = 3;
/** A reminder goes out the day after the due date, the second one this many days after the first. */
export const SECOND_REMINDER_AFTER_DAYS = 7;

export const PAYMENT_METHOD_MESSAGES = {
  unavailable: 'Die Zahlung auf Rechnung ist derzeit nicht möglich. Bitte zahlen Sie per Kreditkarte.',
  businessOnly: 'Die Zahlung auf Rechnung steht nur Firmenkunden offen.',
  tooSoon: `Die Zahlung auf Rechnung ist nur für Termine möglich, die mindestens ${PAY_ON_INVOICE_LEAD_DAYS} Tage in der Zukunft liegen. Bitte zahlen Sie per Kreditkarte.`,
} as const;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export function addCalendarDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` lies before). */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `days` working days (Monday to Friday) before `date`. */
export function workingDaysBefore(date: string, days: number): string {
  let day = dayNumber(date);
  for (let left = days; left > 0;) {
    day -= 1;
    const weekday = new Date(day * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return dateOf(day);
}

/** Whether a course on `courseDate` may be paid on invoice when booked `today`. */
export function payOnInvoiceOffered(today: string, courseDate: string): boolean {
  return calendarDaysBetween(today, courseDate) >= PAY_ON_INVOICE_LEAD_DAYS;
}

/** When an invoice of `issueDate` for a course on `courseDate` is due; never before the invoice's own date. */
export function transferDueDate(issueDate: string, courseDate: string): string {
  const latest = workingDaysBefore(courseDate, DUE_WORKING_DAYS_BEFORE_START);
  const due = addCalendarDays(issueDate, TRANSFER_DUE_DAYS);
  const capped = due < latest ? due : latest;
  return capped > issueDate ? capped : issueDate;
}

/** Whether an unpaid order's course starts within DUE_WORKING_DAYS_BEFORE_START working days of `today`: the admin decides. */
export function unpaidNeedsDecision(today: string, courseDate: string): boolean {
  return today >= workingDaysBefore(courseDate, DUE_WORKING_DAYS_BEFORE_START);
}
