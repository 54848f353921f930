import { describe, expect, it } from 'vitest';
import { formatExactPrice } from './format';

describe('formatExactPrice', () => {
  it('shows whole euros without decimals and every other amount with two (DECISIONS 19)', () => {
    expect(formatExactPrice(47500)).toBe('475\u00a0€');
    expect(formatExactPrice(47481)).toBe('474,81\u00a0€');
    expect(formatExactPrice(37985)).toBe('379,85\u00a0€');
    expect(formatExactPrice(50)).toBe('0,50\u00a0€');
    expect(formatExactPrice(0)).toBe('0\u00a0€');
    expect(formatExactPrice(123456789)).toBe('1.234.567,89\u00a0€');
  });
});
