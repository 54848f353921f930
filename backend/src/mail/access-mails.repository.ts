import { Injectable } from '@nestjs/common';
import { ACCESS_LEAD_HOURS, accessMailOf, accessWindowOpen, type AccessMail } from '@mpb/domain';
import { EntityManager } from 'typeorm';

/** One reminder per booking and course start: a moved course gets a new one, its old date none. */
export function reminderKey(bookingId: string, courseStartsAt: Date): string {
  return `reminder:${bookingId}:${courseStartsAt.toISOString()}`;
}

/** reminderKey in SQL, for a booking id and a course start (timestamptz). */
export function reminderKeySql(bookingId: string, courseStartsAt: string): string {
  return `'reminder:' || ${bookingId} || ':' || to_char(${courseStartsAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

function accessWindowStart(courseStartsAt: Date): Date {
  return new Date(courseStartsAt.getTime() - ACCESS_LEAD_HOURS * 3_600_000);
}

/** The access window's start in SQL, for a course start (timestamptz). */
export function accessWindowStartSql(courseStartsAt: string): string {
  return `(${courseStartsAt} - make_interval(hours => ${ACCESS_LEAD_HOURS}))`;
}

/**
 * When a participant last received the access data for their course start (null if never), as a
 * scalar subquery on the e-mail log: the reminder (by its key), or the registration of a substitute
 * named once the access window (from `windowStart`) had opened, sent to the participant's address.
 */
export function accessDataSentAtSql(
  bookingId: string,
  reminderKey: string,
  windowStart: string,
  email: string,
): string {
  return `(SELECT max(mail.sent_at) FROM (
             SELECT recipient, sent_at FROM email_log WHERE idempotency_key = ${reminderKey} AND status = 'sent'
             UNION ALL
             SELECT recipient, sent_at FROM email_log
              WHERE booking_id = ${bookingId} AND type = 'substitute-registered' AND status = 'sent'
                AND sent_at >= ${windowStart}
           ) mail WHERE lower(mail.recipient) = lower(${email}))`;
}

/** A participant's seat on a course start. */
export interface AccessRecipient {
  bookingId: string;
  courseStartsAt: Date;
  /** The participant's address: a mail that went to someone else (a replaced participant) does not count. */
  email: string;
}

/**
 * The e-mail log's mails that brought a participant the access data for their course start: the
 * reminder (keyed by booking and start), or the registration of a substitute named once its
 * time had come (the reminder had gone to the participant before them). Reads with the manager it
 * is given (injected: the pool's).
 */
@Injectable()
export class AccessMailsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** When each participant last received the access data for their course start, by booking id. */
  async sentAt(recipients: AccessRecipient[]): Promise<Map<string, Date>> {
    if (!recipients.length) return new Map();
    const rows: { booking_id: string; sent_at: Date | null }[] = await this.manager.query(
      `SELECT r.booking_id, ${accessDataSentAtSql('r.booking_id', 'r.reminder_key', 'r.window_start', 'r.email')} AS sent_at
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::text[]) AS r(booking_id, reminder_key, window_start, email)`,
      [
        recipients.map((recipient) => recipient.bookingId),
        recipients.map((recipient) => reminderKey(recipient.bookingId, recipient.courseStartsAt)),
        recipients.map((recipient) => accessWindowStart(recipient.courseStartsAt)),
        recipients.map((recipient) => recipient.email),
      ],
    );
    return new Map(rows.flatMap((row) => (row.sent_at ? [[row.booking_id, row.sent_at] as const] : [])));
  }

  /** Where the participant's access data stands at `now`. */
  async accessMail(recipient: AccessRecipient, now: Date): Promise<AccessMail> {
    const sentAt = (await this.sentAt([recipient])).get(recipient.bookingId) ?? null;
    return accessMailOf(sentAt, accessWindowOpen(recipient.courseStartsAt, now));
  }
}
