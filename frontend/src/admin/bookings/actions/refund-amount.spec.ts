import { describe, expect, it } from 'vitest';
import { parseRefundInput, refundInputOf } from './refund-amount';

describe('parseRefundInput', () => {
  it('reads euros with a comma or a point into cents', () => {
    expect(parseRefundInput('474,81', 47481)).toEqual({ cents: 47481 });
    expect(parseRefundInput('237.4', 47481)).toEqual({ cents: 23740 });
    expect(parseRefundInput(' 0 ', 47481)).toEqual({ cents: 0 });
    expect(parseRefundInput('100 €', 47481)).toEqual({ cents: 10000 });
  });

  it('refuses anything outside 0 to the amount paid with a German message', () => {
    const error = { error: 'Bitte geben Sie einen Betrag von 0 € bis 474,81\u00a0€ ein.' };
    expect(parseRefundInput('474,82', 47481)).toEqual(error);
    expect(parseRefundInput('-1', 47481)).toEqual(error);
    expect(parseRefundInput('', 47481)).toEqual(error);
    expect(parseRefundInput('12,345', 47481)).toEqual(error);
    expect(parseRefundInput('zehn', 47481)).toEqual(error);
  });
});

describe('refundInputOf', () => {
  it('shows the proposal as the admin would type it', () => {
    expect(refundInputOf(47481)).toBe('474,81');
    expect(refundInputOf(47500)).toBe('475');
    expect(refundInputOf(23750)).toBe('237,50');
  });
});
