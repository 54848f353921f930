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
import { Clock } from '../../core/clock/clock';
import { CsvFile, textForCsv } from '../../core/csv';
import { AdminBookingsRepository, BookingExportRow } from './admin-bookings.repository';
import { AdminBookingFilter } from './dto/admin-booking.dto';
import { LISTED_CUSTOMER_CSV_HEADERS, listedCustomerValues } from '../personal-fields';

const BATCH = 5000;

const CSV_COLUMNS = [
  'Buchungsnummer',
  ...LISTED_CUSTOMER_CSV_HEADERS,
  'Kurs',
  'Kursdatum',
  'Uhrzeit',
  'Betrag (EUR)',
  'Erstattet (EUR)',
  'Buchungsstatus',
  'Zahlungsstatus',
  'E-Mail-Status',
  'Erstellt',
  'Bestellung',
  'Käufer',
  'Firma des Käufers',
];

/** Cents as the column's one euro format, '119,00' and '474,81' alike. */
function euroForCsv(cents: number | null): string {
  return cents === null ? '' : formatEuroNumber(cents);
}

const labelOf = (labels: Record<string, string>, status: string) => labels[status] ?? status;

/**
 * Streams every booking the filter matches (not one page) as CSV for German Excel: UTF-8 with
 * BOM, semicolons, German status labels. Rows come from a cursor in batches, each written as one piece of text, so memory stays flat however many there are.
 */
@Injectable()
export class AdminBookingsExportService {
  constructor(
    private readonly adminBookings: AdminBookingsRepository,
    private readonly clock: Clock,
  ) {}

  /** `buchungen-2026-11-23.csv`, dated in Berlin. */
  fileName(): string {
    return `buchungen-${todayInBerlin(this.clock.now())}.csv`;
  }

  async write(filter: AdminBookingFilter, output: Writable): Promise<void> {
    const file = new CsvFile(output, CSV_COLUMNS);
    await this.adminBookings.readExport(filter, this.clock.now(), BATCH, async (rows) => {
      for (const row of rows) file.add(fieldsOf(row));
      if (!file.open) return false;
      await file.flush();
      return true;
    });
    await file.end();
  }
}

function fieldsOf(row: BookingExportRow): string[] {
  return [
    row.id,
    ...listedCustomerValues(row).map(textForCsv),
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
    row.order_id,
    textForCsv(row.buyer_name),
    textForCsv(row.buyer_company),
  ];
}
