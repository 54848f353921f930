import { describe, expect, it } from 'vitest';
import {
  centsFromEuroText,
  euroTextFromCents,
  formatAmount,
  formatEuroNumber,
  grossFromNet,
  netFromGross,
} from './money';

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

  it('writes euros exactly as Intl does for de-DE', () => {
    const [whole, exact] = [0, 2].map(
      (digits) =>
        new Intl.NumberFormat('de-DE', {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
    );
    const intl = (cents: number) => (cents % 100 === 0 ? whole : exact).format(cents / 100);
    const amounts: number[] = [];
    for (let digits = 0; digits <= 12; digits += 1)
      for (const cents of [10 ** digits - 1, 10 ** digits, 10 ** digits + 1, 10 ** digits * 100 + 37])
        amounts.push(cents, -cents || 0);
    for (let cents = -250_000; cents <= 250_000; cents += 7) amounts.push(cents);
    const differing = amounts.filter((cents) => formatAmount(cents) !== intl(cents));
    expect(differing).toEqual([]);
  });

  it('formats other currencies with Intl', () => {
    expect(formatAmount(47481, 'USD')).toBe(`474,81${NBSP}$`);
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

describe('centsFromEuroText', () => {
  it('reads German and English decimals exactly', () => {
    expect(centsFromEuroText('49,90')).toBe(4990);
    expect(centsFromEuroText('49.90')).toBe(4990);
    expect(centsFromEuroText('237,40')).toBe(23740);
    expect(centsFromEuroText('0,07')).toBe(7);
    expect(centsFromEuroText('19,9')).toBe(1990);
    expect(centsFromEuroText(' 50 ')).toBe(5000);
    expect(centsFromEuroText('50\u00a0€')).toBe(5000);
    expect(centsFromEuroText('1.15')).toBe(115);
  });

  it('reads thousands groups in either convention', () => {
    expect(centsFromEuroText('1.234,50')).toBe(123450);
    expect(centsFromEuroText('1,234.50')).toBe(123450);
    expect(centsFromEuroText('1.234')).toBe(123400);
    expect(centsFromEuroText('1,234,567')).toBe(123456700);
    expect(centsFromEuroText('12.345.678')).toBe(1234567800);
  });

  it('refuses what is no exact amount', () => {
    for (const text of [
      '',
      ' ',
      'fünfzig',
      '-5',
      '49,999',
      '1,234',
      '0,500',
      '1.234.50',
      '1,234,50',
      '1.23,45',
      '49,',
      ',50',
      '1e3',
      '5 0,5',
      '12345678901234',
    ]) {
      expect(centsFromEuroText(text), text).toBeNull();
    }
  });
});

describe('euroTextFromCents', () => {
  it('gives what an amount field shows', () => {
    expect(euroTextFromCents(4990)).toBe('49,90');
    expect(euroTextFromCents(5000)).toBe('50');
    expect(euroTextFromCents(123450)).toBe('1.234,50');
    expect(centsFromEuroText(euroTextFromCents(123450))).toBe(123450);
  });
});

describe('formatEuroNumber', () => {
  it('always shows two decimals with a comma and no currency sign', () => {
    expect([11900, 47481, 5, 0, -2550, 123456700].map(formatEuroNumber)).toEqual([
      '119,00',
      '474,81',
      '0,05',
      '0,00',
      '-25,50',
      '1234567,00',
    ]);
  });
});
