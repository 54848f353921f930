import { todayInBerlin } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { CsvFile, textForCsv } from '../../core/csv';
import { Clock } from '../../core/clock/clock';
import { AdminNewsletterSubscribersRepository } from './admin-newsletter-subscribers.repository';

const BATCH = 1000;

/** The spec's columns (001 §7). */
const NEWSLETTER_CSV_COLUMNS = ['Name', 'E-Mail', 'Anmeldedatum', 'Status'];

/**
 * Streams the active subscribers as CSV for German Excel (UTF-8 with BOM, semicolons, dates
 * dd.MM.yyyy HH:mm in Berlin), in keyset batches by address so memory stays flat.
 */
@Injectable()
export class AdminNewsletterExportService {
  constructor(
    private readonly subscribers: AdminNewsletterSubscribersRepository,
    private readonly clock: Clock,
  ) {}

  /** `newsletter-abonnenten-2026-11-23.csv`, dated in Berlin. */
  fileName(): string {
    return `newsletter-abonnenten-${todayInBerlin(this.clock.now())}.csv`;
  }

  async write(output: Writable): Promise<void> {
    const file = new CsvFile(output, NEWSLETTER_CSV_COLUMNS);
    let after = '';
    for (;;) {
      const rows = await this.subscribers.activeAfter(after, BATCH);
      for (const row of rows) file.add([textForCsv(row.name), textForCsv(row.email), row.subscribed, 'Aktiv']);
      if (!file.open) break;
      await file.flush();
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].email;
    }
    await file.end();
  }
}
