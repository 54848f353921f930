import {
  BOOKING_STATUS_LABELS,
  EMAIL_STATUS_LABELS,
  formatEuroNumber,
  isPaymentDue,
  PAYMENT_DUE_LABEL,
  PAYMENT_STATUS_LABELS,
  todayInBerlin,
} from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock/clock';
import { CsvFile, textForCsv } from '../../core/csv';
import { refundedCents } from '../booking-predicates';
import { BOOKINGS_FROM, Statement, whereOf } from './admin-booking-query';
import { AdminBookingFilter } from './dto/admin-booking.dto';

const BATCH = 5000;

const CSV_COLUMNS = [
  'Buchungsnummer',
  'Name',
  'E-Mail',
  'Telefon',
  'Kurs',
  'Kursdatum',
  'Uhrzeit',
  'Betrag (EUR)',
  'Erstattet (EUR)',
  'Buchungsstatus',
  'Zahlungsstatus',
  'E-Mail-Status',
  'Erstellt',
];

/** Cents as the column's one euro format, '119,00' and '474,81' alike. */
function euroForCsv(cents: number | null): string {
  return cents === null ? '' : formatEuroNumber(cents);
}

const labelOf = (labels: Record<string, string>, status: string) => labels[status] ?? status;

/** One row of the export statement, already formatted by the database where it says so. */
interface BookingExportRow {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  course_title: string;
  course_date: string;
  course_time: string;
  amount: number;
  refunded: number | null;
  booking_status: string;
  payment_status: string;
  email_status: string;
  created: string;
}

/**
 * Streams every booking the filter matches (not one page) as CSV for German Excel: UTF-8 with
 * BOM, semicolons, German status labels. Rows come from a cursor in batches, each written as one piece of text, so memory stays flat however many there are.
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
    const statement = exportStatement(filter, this.clock.now());
    const file = new CsvFile(output, CSV_COLUMNS);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      // One snapshot for the whole file, read through a server-side cursor a batch at a time.
      await runner.startTransaction('REPEATABLE READ');
      await runner.query(`DECLARE booking_export NO SCROLL CURSOR FOR ${statement.sql}`, statement.params);
      for (;;) {
        const rows = await runner.manager.query<BookingExportRow[]>(`FETCH ${BATCH} FROM booking_export`);
        for (const row of rows) file.add(fieldsOf(row));
        if (!file.open) break;
        await file.flush();
        if (rows.length < BATCH) break;
      }
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
    await file.end();
  }
}

/**
 * The export's rows, newest first, formatted for the file by the database; `$1` is the current time.
 * @public `npm run bench -- admin` prints its plan.
 */
export function exportStatement(filter: AdminBookingFilter, now: Date): Statement {
  const where = whereOf(filter, now);
  return {
    sql: `SELECT b.id, b.customer_name, b.customer_email, b.customer_phone, b.course_title,
                 to_char(COALESCE(c.date, b.course_date), 'DD.MM.YYYY') AS course_date,
                 to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') || '-' || to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS course_time,
                 b.amount, ${refundedCents('b')} AS refunded,
                 b.booking_status, b.payment_status, b.email_status,
                 to_char(b.created_at AT TIME ZONE 'Europe/Berlin', 'DD.MM.YYYY HH24:MI') AS created
            ${BOOKINGS_FROM} ${where.sql}
           ORDER BY b.created_at DESC, b.id DESC`,
    params: where.params,
  };
}

function fieldsOf(row: BookingExportRow): string[] {
  return [
    row.id,
    textForCsv(row.customer_name),
    textForCsv(row.customer_email),
    textForCsv(row.customer_phone),
    textForCsv(row.course_title),
    row.course_date,
    row.course_time,
    euroForCsv(row.amount),
    euroForCsv(row.refunded),
    labelOf(BOOKING_STATUS_LABELS, row.booking_status),
    // As the dashboard: a booking confirmed by hand still owes its fee.
    isPaymentDue({ booking_status: row.booking_status, payment_status: row.payment_status })
      ? PAYMENT_DUE_LABEL
      : labelOf(PAYMENT_STATUS_LABELS, row.payment_status),
    labelOf(EMAIL_STATUS_LABELS, row.email_status),
    row.created,
  ];
}
