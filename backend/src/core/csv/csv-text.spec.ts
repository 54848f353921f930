import { describe, expect, it } from 'vitest';
import { textForCsv } from './csv-text';

describe('textForCsv', () => {
  it('leaves plain text, phone numbers and signed amounts as typed', () => {
    for (const value of ['Erika Mustermann', '+49 30 1234567', '+49 (0)30 123-45/67', '-12,50', '+3.5', 'a=b'])
      expect(textForCsv(value)).toBe(value);
    expect(textForCsv(null)).toBe('');
  });

  it('quotes every cell Excel would run as a formula', () => {
    for (const value of ['=1+1', '@SUM(A1)', '\tx', '\rx', '+SUM(1;2)', '-2+3', '+cmd|calc', '+49 30 =1', '-'])
      expect(textForCsv(value)).toBe(`'${value}`);
  });
});
