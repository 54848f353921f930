import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { CsvFile, textForCsv } from '../../core/csv';
import { ApiError } from '../../core/http/api-error';
import { AdminWaitlistsRepository } from './admin-waitlists.repository';

export const NO_DATA_MESSAGE = 'Keine Daten';
const CSV_COLUMNS = ['Position', 'Name', 'E-Mail', 'Telefon', 'Anmeldedatum'];

/** One course's queue as CSV for German Excel (UTF-8 with BOM, semicolons), in position order. */
@Injectable()
export class AdminWaitlistExportService {
  constructor(private readonly waitlists: AdminWaitlistsRepository) {}

  /** The rows to export, read before the answer starts; 'Keine Daten' (404) for an empty queue. */
  async rows(courseId: string): Promise<{ fileName: string; rows: string[][] }> {
    const entries = await this.waitlists.exportRows(courseId);
    if (!entries.length) throw ApiError.notFound(NO_DATA_MESSAGE);
    return {
      fileName: `warteliste-${entries[0].course_date}.csv`,
      rows: entries.map((entry) => [
        String(entry.position),
        textForCsv(entry.customer_name),
        textForCsv(entry.customer_email),
        textForCsv(entry.customer_phone),
        entry.created,
      ]),
    };
  }

  async write(rows: string[][], output: Writable): Promise<void> {
    const file = new CsvFile(output, CSV_COLUMNS);
    for (const row of rows) file.add(row);
    await file.end();
  }
}
