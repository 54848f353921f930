import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvFile } from './csv-file';

describe('CsvFile', () => {
  it('writes the BOM, the header and the records, waiting while the response is full, then ends it', async () => {
    const output = new PassThrough({ highWaterMark: 8 });
    const chunks: Buffer[] = [];
    const file = new CsvFile(output, ['Name', 'E-Mail']);
    file.add(['Müller; Söhne', 'a@beispiel.de']);
    const flushed = file.flush();
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    await flushed;
    file.add(['Erika', 'b@beispiel.de']);
    await file.end();
    expect(output.writableEnded).toBe(true);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      '\uFEFFName;E-Mail\r\n"Müller; Söhne";a@beispiel.de\r\nErika;b@beispiel.de\r\n',
    );
  });

  it('stops writing once the download is gone', async () => {
    const written: string[] = [];
    const output = new Writable({
      highWaterMark: 1,
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        setImmediate(done);
      },
    });
    const file = new CsvFile(output, ['Name']);
    file.add(['Erika']);
    const flushed = file.flush();
    output.destroy();
    await flushed;
    expect(file.open).toBe(false);
    file.add(['Max']);
    await file.end();
    expect(written.join('')).not.toContain('Max');
  });
});
