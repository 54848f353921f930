import { Injectable } from '@nestjs/common';
import { ACCESS_LEAD_HOURS, accessMailOf, accessWindowOpen, type AccessMail } from '@mpb/domain';
import { EntityManager } from 'typeorm';

/** One reminder per booking and course start: a moved course gets a new one, its old date none. */
export function reminderKey(bookingId: string, courseStartsAt: Date): string {
  return `reminder:${bookingId}:${courseStartsAt.toISOString()}`;
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
    const rows: { booking_id: string; sent_at: Date }[] = await this.manager.query(
      `SELECT r.booking_id, max(mail.sent_at) AS sent_at
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::text[]) AS r(booking_id, reminder_key, window_start, email)
         JOIN LATERAL (
           SELECT recipient, sent_at FROM email_log
            WHERE idempotency_key = r.reminder_key AND status = 'sent'
           UNION ALL
           SELECT recipient, sent_at FROM email_log
            WHERE booking_id = r.booking_id AND type = 'substitute-registered' AND status = 'sent'
              AND sent_at >= r.window_start
         ) mail ON lower(mail.recipient) = lower(r.email)
        GROUP BY r.booking_id`,
      [
        recipients.map((recipient) => recipient.bookingId),
        recipients.map((recipient) => reminderKey(recipient.bookingId, recipient.courseStartsAt)),
        recipients.map((recipient) => new Date(recipient.courseStartsAt.getTime() - ACCESS_LEAD_HOURS * 3_600_000)),
        recipients.map((recipient) => recipient.email),
      ],
    );
    return new Map(rows.map((row) => [row.booking_id, row.sent_at]));
  }

  /** Where the participant's access data stands at `now`. */
  async accessMail(recipient: AccessRecipient, now: Date): Promise<AccessMail> {
    const sentAt = (await this.sentAt([recipient])).get(recipient.bookingId) ?? null;
    return accessMailOf(sentAt, accessWindowOpen(recipient.courseStartsAt, now));
  }
}
