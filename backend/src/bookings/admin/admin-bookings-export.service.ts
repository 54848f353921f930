import { BOOKING_STATUS_LABELS, EMAIL_STATUS_LABELS, formatEuroNumber, isPaymentDue, PAYMENT_DUE_LABEL, PAYMENT_STATUS_LABELS, todayInBerlin } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { textForCsv } from '../../core/csv/csv-text';
import { BOOKINGS_FROM, whereOf } from './admin-booking-query';
import { AdminBookingFilter } from './dto/admin-booking.dto';

const BATCH = 1000;

const CSV_COLUMNS = [
  'Buchungsnummer', 'Name', 'E-Mail', 'Telefon', 'Kurs', 'Kursdatum', 'Uhrzeit', 'Betrag (EUR)', 'Erstattet (EUR)',
  'Buchungsstatus', 'Zahlungsstatus', 'E-Mail-Status', 'Erstellt',
];

/** Cents as the column's one euro format, '119,00' and '474,81' alike. */
function euroForCsv(cents: number | null): string {
  return cents === null ? '' : formatEuroNumber(cents);
}

const labelOf = (labels: Record<string, string>, status: string) => labels[status] ?? status;

/**
 * Streams every booking the filter matches (not one page) as CSV for German Excel: UTF-8 with
 * BOM, semicolons, German status labels. Rows are read in keyset batches, so memory stays flat however many there are.
 */
@Injectable()
export class AdminBookingsExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** `buchungen-2026-11-23.csv`, dated in Berlin. */
  fileName(): string {
    return `buchungen-${todayInBerlin(this.clock.now())}.csv`;
  }

  async write(filter: AdminBookingFilter, output: Writable): Promise<void> {
    const csv = stringify({ delimiter: ';', bom: true, header: true, columns: CSV_COLUMNS, record_delimiter: 'windows' });
    csv.pipe(output);
    const where = whereOf(filter, this.clock.now());
    // The key is the database's own text (microseconds), not a JS Date, so no row is skipped.
    let after: { createdKey: string; id: string } | null = null;
    try {
      for (;;) {
        const params = [...where.params];
        let keyset = '';
        if (after) {
          params.push(after.createdKey, after.id);
          keyset = `AND (b.created_at, b.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
        }
        params.push(BATCH);
        const rows: Record<string, any>[] = await this.dataSource.query(
          `SELECT b.id, b.customer_name, b.customer_email, b.customer_phone, b.course_title,
                  to_char(COALESCE(c.date, b.course_date), 'DD.MM.YYYY') AS course_date,
                  to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') || '-' || to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS course_time,
                  b.amount, CASE WHEN b.payment_status IN ('refunded', 'partially_refunded') THEN COALESCE(b.refunded_amount, b.paid_amount, b.amount) END AS refunded,
                  b.booking_status, b.payment_status, b.email_status,
                  to_char(b.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS created, b.created_at::text AS created_key
             ${BOOKINGS_FROM} ${where.sql} ${keyset}
            ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
          params,
        );
        for (const row of rows) {
          const fits = csv.write([
            row.id, textForCsv(row.customer_name), textForCsv(row.customer_email), textForCsv(row.customer_phone), textForCsv(row.course_title), row.course_date, row.course_time,
            euroForCsv(row.amount), euroForCsv(row.refunded),
            labelOf(BOOKING_STATUS_LABELS, row.booking_status),
            // As the dashboard: a booking confirmed by hand still owes its fee.
            isPaymentDue({ booking_status: row.booking_status, payment_status: row.payment_status }) ? PAYMENT_DUE_LABEL : labelOf(PAYMENT_STATUS_LABELS, row.payment_status),
            labelOf(EMAIL_STATUS_LABELS, row.email_status),
            row.created,
          ]);
          if (!fits) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (rows.length < BATCH) break;
        after = { createdKey: rows[rows.length - 1].created_key, id: rows[rows.length - 1].id };
      }
    } finally {
      csv.end();
    }
    await new Promise((resolve) => output.once('finish', resolve).once('close', resolve));
  }
}
