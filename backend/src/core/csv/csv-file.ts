import { Writable } from 'node:stream';
import { csvRecord } from './csv-record';

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
