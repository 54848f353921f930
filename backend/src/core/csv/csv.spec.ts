import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvRecord, textForCsv } from './csv';

describe('csvRecord', () => {
  it('writes what csv-stringify writes for German Excel', () => {
    const records = [
      ['a', '', 'Müller; Söhne', 'Er sagte "Ja"', "'=SUM(A1)", '474,81', 'Zeile 1\r\nZeile 2'],
      ['9b2c', 'nur Text'],
    ];
    expect(records.map(csvRecord).join('')).toBe(stringify(records, { delimiter: ';', record_delimiter: 'windows' }));
  });

  it('quotes a lone line break too, so the record reads back whole', () => {
    const record = ['Zeile 1\nZeile 2', 'CR\rhier', 'ok'];
    expect(parse(csvRecord(record), { delimiter: ';' })).toEqual([record]);
  });
});

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
