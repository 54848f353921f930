import { describe, expect, it } from 'vitest';
import { payOnInvoiceOffered, transferDueDate, unpaidNeedsDecision, workingDaysBefore } from './payment-terms';

describe('payment on invoice', () => {
  it('is offered for dates at least 14 days ahead', () => {
    expect(payOnInvoiceOffered('2026-12-01', '2026-12-15')).toBe(true);
    expect(payOnInvoiceOffered('2026-12-01', '2026-12-14')).toBe(false);
    expect(payOnInvoiceOffered('2026-12-31', '2027-01-14')).toBe(true);
  });

  it('counts working days back over weekends', () => {
    // Thursday 2026-12-17: Wednesday, Tuesday, Monday.
    expect(workingDaysBefore('2026-12-17', 3)).toBe('2026-12-14');
    // Tuesday 2026-12-15: Monday, then Friday and Thursday of the week before.
    expect(workingDaysBefore('2026-12-15', 3)).toBe('2026-12-10');
    // Monday 2026-12-14: Friday, Thursday, Wednesday.
    expect(workingDaysBefore('2026-12-14', 3)).toBe('2026-12-09');
  });

  it('is due 14 days after the invoice, but never later than 3 working days before the start', () => {
    expect(transferDueDate('2026-11-02', '2027-01-20')).toBe('2026-11-16');
    expect(transferDueDate('2026-12-01', '2026-12-15')).toBe('2026-12-10');
    expect(transferDueDate('2026-12-01', '2026-12-17')).toBe('2026-12-14');
    // An admin confirmed a booking days before the start: due at once, never before the invoice.
    expect(transferDueDate('2026-12-15', '2026-12-16')).toBe('2026-12-15');
  });

  it('asks the admin to decide from 3 working days before the start', () => {
    expect(unpaidNeedsDecision('2026-12-09', '2026-12-14')).toBe(true);
    expect(unpaidNeedsDecision('2026-12-08', '2026-12-14')).toBe(false);
    expect(unpaidNeedsDecision('2026-12-14', '2026-12-14')).toBe(true);
  });
});
