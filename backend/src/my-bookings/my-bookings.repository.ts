import { Injectable } from '@nestjs/common';
import { ANONYMISED_EMAIL, berlinInstantSql, type BookingStatus, type PaymentStatus } from '@mpb/domain';
import type { SiteInfo } from '@mpb/emails';
import { DataSource, EntityManager } from 'typeorm';
import { Booking } from '../bookings/booking.entity';
import { BookingWithPayer, withPayer } from '../bookings/orders.repository';
import { boughtBy, joinOrder, payerColumns } from '../core/database/order-buyer';
import { CertificateRecord, CertificatesRepository } from '../certificates/certificates.repository';
import { bookingCalendarFile } from '../mail/booking-calendar-file';
import { AccessMailsRepository, AccessRecipient } from '../mail/access-mails.repository';
import { hasBookingStatus } from '../core/database/booking-predicates';

/** A booking row of 'Meine Buchungen', with the course as it is now (it may have moved). */
export interface MyBookingRow {
  id: string;
  order_id: string;
  course_title: string;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  booking_status: 'confirmed' | 'cancelled';
  payment_status: PaymentStatus;
  amount: number;
  paid_amount: number | null;
  refunded_amount: number | null;
  customer_name: string;
  customer_email: string;
  customer_type: 'private' | 'business';
  payer_name: string | null;
  payer_email: string | null;
  created_at: Date;
  review_reason: string | null;
  access_url: string | null;
  access_meeting_id: string | null;
  access_passcode: string | null;
  access_dial_in: string | null;
  access_note: string | null;
  certificate_number: string | null;
}

/** A booking of an order as a change to the whole order (cancel, rebook) first reads it. */
export interface OrderSeat {
  id: string;
  booking_status: BookingStatus;
  payer_email: string | null;
}

const DATE = 'COALESCE(c.date, b.course_date)';
const STARTS_AT = berlinInstantSql(DATE, 'COALESCE(c.start_time, b.course_start_time)');
const ENDS_AT = berlinInstantSql(DATE, 'COALESCE(c.end_time, b.course_end_time)');

/**
 * SQL condition for 'this booking is managed by $n': its participant, or the buyer of its order
 * (DECISIONS 31, 34). Anonymised and soft-deleted bookings belong to nobody.
 */
function ownedByCondition(alias: string, parameter: string): string {
  return `(lower(${alias}.customer_email) = ${parameter} OR ${boughtBy(alias, parameter)}) AND ${alias}.deleted_at IS NULL`;
}

/**
 * What 'Meine Buchungen' reads: the address's bookings and, outside any transaction, the other
 * features' records it links to. Methods with an optional manager run in the caller's transaction when given one.
 */
@Injectable()
export class MyBookingsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly certificates: CertificatesRepository,
  ) {}

  /**
   * The address's confirmed and cancelled bookings (also refunded ones), as participant or payer;
   * upcoming (not yet ended) first by start, then past ones, latest first.
   */
  async rows(email: string, now: Date, bookingId?: string): Promise<MyBookingRow[]> {
    return this.dataSource.query(
      `SELECT b.id, b.order_id, b.course_title,
            to_char(${DATE}, 'YYYY-MM-DD') AS date,
            to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') AS start_time,
            to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS end_time,
            ${STARTS_AT} AS starts_at, ${ENDS_AT} AS ends_at,
            b.booking_status, b.payment_status, b.amount, b.paid_amount, b.refunded_amount,
            b.customer_name, b.customer_email, b.customer_type, ${payerColumns('b')}, b.created_at, b.review_reason,
            c.access_url, c.access_meeting_id, c.access_passcode, c.access_dial_in, c.access_note,
            cert.number AS certificate_number
       FROM bookings b
       ${joinOrder('b')}
       LEFT JOIN courses c ON c.id = b.course_id
       LEFT JOIN certificates cert ON cert.booking_id = b.id AND cert.replaced_at IS NULL AND cert.revoked_at IS NULL
                                  AND cert.erased_at IS NULL
      WHERE ${ownedByCondition('b', '$1')}
        AND ${hasBookingStatus('b', 'confirmed', 'cancelled')}
        AND b.customer_email <> $3
        AND ($4::uuid IS NULL OR b.id = $4)
      ORDER BY (${ENDS_AT} > $2) DESC,
               CASE WHEN ${ENDS_AT} > $2 THEN ${STARTS_AT} END ASC,
               ${STARTS_AT} DESC, b.created_at DESC, b.id <> b.order_id, b.customer_name`,
      [email, now, ANONYMISED_EMAIL, bookingId ?? null],
    );
  }

  /** The booking if the address manages it, locked for update when asked; null for every other. */
  async managed(
    bookingId: string,
    email: string,
    { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<BookingWithPayer | null> {
    const query = manager
      .createQueryBuilder(Booking, 'booking')
      .where('booking.id = :bookingId', { bookingId })
      .andWhere(ownedByCondition('booking', ':email'), { email });
    if (lock) query.setLock('pessimistic_write');
    const booking = await query.getOne();
    return booking && withPayer(manager, booking);
  }

  /**
   * The order's bookings the address manages, whatever their status, with their payer
   * (order-buyer.ts), in id order (the lock order).
   */
  async seatsOfOrder(orderId: string, email: string, manager = this.dataSource.manager): Promise<OrderSeat[]> {
    return manager.query(
      `SELECT b.id, b.booking_status, ${payerColumns('b')} FROM bookings b ${joinOrder('b')}
        WHERE b.order_id = $1 AND ${ownedByCondition('b', '$2')}
        ORDER BY b.id`,
      [orderId, email],
    );
  }

  /** When each participant last received their course's access data (reminders' access_mails). */
  accessSentAt(recipients: AccessRecipient[]): Promise<Map<string, Date>> {
    return new AccessMailsRepository(this.dataSource.manager).sentAt(recipients);
  }

  /** The booking's calendar file as the confirmation mail attaches it (mail/booking-calendar-file.ts). */
  calendarFile(bookingId: string, site: SiteInfo, now: Date): Promise<string | null> {
    return bookingCalendarFile(this.dataSource.manager, bookingId, site, now);
  }

  /** The booking's certificate in force. */
  currentCertificate(bookingId: string): Promise<CertificateRecord | null> {
    return this.certificates.current(this.dataSource.manager, bookingId);
  }
}
