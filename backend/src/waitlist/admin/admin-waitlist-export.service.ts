import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { CsvFile, textForCsv } from '../../core/csv';
import { ApiError } from '../../core/http/api-error';
import { ENTRIES_FROM } from './admin-waitlist-query';

export const NO_DATA_MESSAGE = 'Keine Daten';
const CSV_COLUMNS = ['Position', 'Name', 'E-Mail', 'Telefon', 'Anmeldedatum'];

interface WaitlistExportRow {
  position: number;
  customer_name: string | null;
  customer_email: string;
  customer_phone: string | null;
  /** 'YYYY-MM-DD' */
  course_date: string;
  /** 'DD.MM.YYYY HH24:MI' (Europe/Berlin) */
  created: string;
}

/** One course's queue as CSV for German Excel (UTF-8 with BOM, semicolons), in position order. */
@Injectable()
export class AdminWaitlistExportService {
  constructor(private readonly dataSource: DataSource) {}

  /** The rows to export, read before the answer starts; 'Keine Daten' (404) for an empty queue. */
  async rows(courseId: string): Promise<{ fileName: string; rows: string[][] }> {
    const entries = await this.dataSource.query<WaitlistExportRow[]>(
      `SELECT w.position, w.customer_name, w.customer_email, w.customer_phone, to_char(c.date, 'YYYY-MM-DD') AS course_date,
              to_char(w.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS created
         ${ENTRIES_FROM} AND w.course_id = $1 ORDER BY w.position`,
      [courseId],
    );
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
