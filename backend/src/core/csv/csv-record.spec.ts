import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv-record';

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
