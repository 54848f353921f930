import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuroNumber, grossFromNet, netFromGross } from './money';

const NBSP = '\u00a0';

describe('formatAmount (DECISIONS 19)', () => {
  it('shows whole euros without decimals', () => {
    expect(formatAmount(47500)).toBe(`475${NBSP}€`);
    expect(formatAmount(38000)).toBe(`380${NBSP}€`);
    expect(formatAmount(0)).toBe(`0${NBSP}€`);
    expect(formatAmount(123456700)).toBe(`1.234.567${NBSP}€`);
  });

  it('shows every other amount exactly, with two decimals', () => {
    expect(formatAmount(47481)).toBe(`474,81${NBSP}€`);
    expect(formatAmount(37985)).toBe(`379,85${NBSP}€`);
    expect(formatAmount(38001)).toBe(`380,01${NBSP}€`);
    expect(formatAmount(47490)).toBe(`474,90${NBSP}€`);
    expect(formatAmount(5)).toBe(`0,05${NBSP}€`);
    expect(formatAmount(-2550)).toBe(`-25,50${NBSP}€`);
  });

  it('accepts the currency code as stored (padded or lower case)', () => {
    expect(formatAmount(47481, 'eur ')).toBe(`474,81${NBSP}€`);
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(474.81)).toThrow(RangeError);
  });
});

describe('19 % VAT', () => {
  it('matches the spec defaults both ways', () => {
    expect(grossFromNet(39900)).toBe(47481);
    expect(netFromGross(47481)).toBe(39900);
    expect(grossFromNet(19900)).toBe(23681);
    expect(netFromGross(23681)).toBe(19900);
  });

  it('rounds to the cent', () => {
    expect(grossFromNet(1)).toBe(1);
    expect(grossFromNet(3)).toBe(4);
    expect(netFromGross(100)).toBe(84);
  });
});

describe('formatEuroNumber', () => {
  it('always shows two decimals with a comma and no currency sign', () => {
    expect([11900, 47481, 5, 0, -2550, 123456700].map(formatEuroNumber)).toEqual(['119,00', '474,81', '0,05', '0,00', '-25,50', '1234567,00']);
  });
});
