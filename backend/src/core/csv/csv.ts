import { Writable } from 'node:stream';

/** The CSV files the dashboard exports, for German Excel: UTF-8 with BOM, semicolons, CRLF. */

const NEEDS_QUOTES = /[;"\r\n]/;
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

/**
 * One record of a German Excel CSV: fields joined by semicolons, quoted (with quotes doubled)
 * only when they hold a semicolon, a quote or a line break, ended by CRLF; what csv-stringify
 * writes with those options, without its cost per row, which dominates an export of 100,000 rows.
 */
export function csvRecord(fields: readonly string[]): string {
  let line = '';
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index];
    if (index) line += ';';
    line += NEEDS_QUOTES.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
  }
  return `${line}\r\n`;
}

/**
 * A CSV file written to a response: the BOM and the header record first, then records collected and
 * sent a batch at a time, waiting while the response is full.
 */
export class CsvFile {
  private text: string;

  constructor(
    private readonly output: Writable,
    columns: readonly string[],
  ) {
    this.text = `\uFEFF${csvRecord(columns)}`;
  }

  /** False once the download is gone: nobody reads what follows. */
  get open(): boolean {
    return !this.output.destroyed;
  }

  add(fields: readonly string[]): void {
    this.text += csvRecord(fields);
  }

  /** Sends the records added so far. */
  async flush(): Promise<void> {
    if (!this.open) return;
    const text = this.text;
    this.text = '';
    if (!this.output.write(text)) await drained(this.output);
  }

  /** Sends the rest and ends the response. */
  async end(): Promise<void> {
    await this.flush();
    if (!this.open) return;
    this.output.end();
    await new Promise((resolve) => this.output.once('finish', resolve).once('close', resolve));
  }
}

/** Resolves once the response takes more, or is gone (a closed download never drains). */
function drained(output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done).off('close', done);
      resolve();
    };
    output.on('drain', done).on('close', done);
  });
}
