import { Injectable } from '@nestjs/common';
import { courseStartsAtSql, type EmailTemplateType } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';
import { BookingMailData } from './booking-mail-data';
import { refundedCents } from '../core/database/booking-predicates';
import { preparedQuery } from '../core/database/prepared-query';
import { joinOrder, paidByTransfer, payerColumns } from '../core/database/order-buyer';
import { accessDataSentAtSql, accessWindowStartSql, reminderKeySql } from './access-mails.repository';
import { activeDefaultTemplateOn, StoredTemplateContent } from './email-templates.repository';

/** The booking joined with its course, as PostgreSQL returns it. */
interface BookingMailRow {
  id: string;
  customer_name: string;
  customer_email: string;
  payer_name: string | null;
  payer_email: string | null;
  amount: number;
  booking_status: string;
  payment_status: string;
  confirmed_at: Date | null;
  deleted_at: Date | null;
  early_start_requested_at: Date | null;
  terms_version: string | null;
  refunded_cents: number | null;
  transfer_refund_cents: number | null;
  course_title: string;
  course_date: string;
  start_time: string;
  end_time: string;
  location: string;
  starts_at: Date;
  access_url: string | null;
  access_meeting_id: string | null;
  access_passcode: string | null;
  access_dial_in: string | null;
  access_note: string | null;
  schedule_sequence: number;
}

interface BookingEmailRow extends BookingMailRow {
  access_data_sent_at: Date | null;
  template_id: string | null;
  template_subject: string | null;
  template_html: string | null;
}

/** A booking e-mail's reads (BookingMailRepository.bookingEmailData). */
export interface BookingEmailData {
  booking: BookingMailData;
  /** When the participant last received the access data for the course start; null if never. */
  accessDataSentAt: Date | null;
  template: StoredTemplateContent | null;
}

const MAIL_DATA_COLUMNS = `b.id, b.customer_name, b.customer_email, ${payerColumns('b')}, b.amount, b.booking_status, b.payment_status, b.confirmed_at, b.deleted_at,
       b.early_start_requested_at, b.terms_version,
       ${refundedCents('b')} AS refunded_cents,
       CASE WHEN ${paidByTransfer('b')} THEN b.refunded_amount END AS transfer_refund_cents,
       b.course_title,
       to_char(COALESCE(c.date, b.course_date), 'YYYY-MM-DD') AS course_date,
       to_char(COALESCE(c.start_time, b.course_start_time), 'HH24:MI') AS start_time,
       to_char(COALESCE(c.end_time, b.course_end_time), 'HH24:MI') AS end_time,
       COALESCE(c.location, 'Live Online Webinar') AS location,
       s.starts_at,
       c.access_url, c.access_meeting_id, c.access_passcode, c.access_dial_in, c.access_note,
       COALESCE(c.schedule_sequence, 0) + b.calendar_sequence_offset AS schedule_sequence`;

const MAIL_DATA_FROM = `bookings b ${joinOrder('b')} LEFT JOIN courses c ON c.id = b.course_id
       CROSS JOIN LATERAL (
         SELECT ((COALESCE(c.date, b.course_date) + COALESCE(c.start_time, b.course_start_time)) AT TIME ZONE 'Europe/Berlin') AS starts_at
       ) s`;

function mailDataOf(row: BookingMailRow): BookingMailData {
  return {
    id: row.id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    amountCents: row.amount,
    refundedCents: row.refunded_cents,
    transferRefundCents: row.transfer_refund_cents,
    bookingStatus: row.booking_status,
    paymentStatus: row.payment_status,
    confirmedAt: row.confirmed_at,
    deletedAt: row.deleted_at,
    courseTitle: row.course_title,
    courseDate: row.course_date,
    startTime: row.start_time,
    endTime: row.end_time,
    location: row.location,
    startsAt: row.starts_at,
    access: {
      url: row.access_url,
      meetingId: row.access_meeting_id,
      passcode: row.access_passcode,
      dialIn: row.access_dial_in,
      note: row.access_note,
    },
    calendarSequence: row.schedule_sequence,
    earlyStartRequestedAt: row.early_start_requested_at,
    termsVersion: row.terms_version,
  };
}

/** The bookings as their mails read them, and the booking's email_status the mails keep in step. */
@Injectable()
export class BookingMailRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The booking with its course as it is now; null for an unknown booking. */
  async mailData(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<BookingMailData | null> {
    const [row] = await manager.query<BookingMailRow[]>(
      `SELECT ${MAIL_DATA_COLUMNS} FROM ${MAIL_DATA_FROM} WHERE b.id = $1`,
      [bookingId],
    );
    return row ? mailDataOf(row) : null;
  }

  /**
   * What a booking e-mail reads, in one statement: the booking as mailData returns it, when its
   * participant last received the access data for the course start, and the admin's active
   * default template of `templateType` (none when null).
   */
  async bookingEmailData(bookingId: string, templateType: EmailTemplateType | null): Promise<BookingEmailData | null> {
    const [row] = await preparedQuery<BookingEmailRow[]>(
      this.dataSource.manager,
      'booking-email-data',
      `SELECT ${MAIL_DATA_COLUMNS},
              ${accessDataSentAtSql('b.id', reminderKeySql('b.id', 's.starts_at'), accessWindowStartSql('s.starts_at'), 'b.customer_email')} AS access_data_sent_at,
              t.id AS template_id, t.subject AS template_subject, t.html_content AS template_html
         FROM ${MAIL_DATA_FROM}
         LEFT JOIN email_templates t ON ${activeDefaultTemplateOn('t', '$2')}
        WHERE b.id = $1`,
      [bookingId, templateType],
    );
    if (!row) return null;
    return {
      booking: mailDataOf(row),
      accessDataSentAt: row.access_data_sent_at,
      template: row.template_id
        ? { id: row.template_id, subject: row.template_subject!, html_content: row.template_html! }
        : null,
    };
  }

  /** The start of the booking's course, null without a course. */
  async courseStartsAt(bookingId: string): Promise<Date | null> {
    const [course] = await this.dataSource.query<{ starts_at: Date }[]>(
      `SELECT ${courseStartsAtSql('c')} AS starts_at FROM bookings b JOIN courses c ON c.id = b.course_id WHERE b.id = $1`,
      [bookingId],
    );
    return course?.starts_at ?? null;
  }

  async setEmailStatus(manager: EntityManager, bookingId: string, status: 'sent' | 'failed'): Promise<void> {
    await manager.query(`UPDATE bookings SET email_status = $2 WHERE id = $1 AND email_status IS DISTINCT FROM $2`, [
      bookingId,
      status,
    ]);
  }
}
