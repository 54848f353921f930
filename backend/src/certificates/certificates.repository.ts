import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';
import { EVENTS, certificateMailKey } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { newCertificateNumber } from './certificate-number';

/** A certificate row as the API, the worker and the verification page read it. */
export interface CertificateRecord {
  id: string;
  number: string;
  booking_id: string;
  participant_name: string | null;
  course_title: string;
  /** 'yyyy-MM-dd' */
  course_date: string;
  /** 'HH:MM' */
  start_time: string;
  end_time: string;
  issued_at: Date;
  replaced_at: Date | null;
  revoked_at: Date | null;
  erased_at: Date | null;
  mail_key: string | null;
}

const CERTIFICATE_COLUMNS = `id, number, booking_id, participant_name, course_title,
  to_char(course_date, 'YYYY-MM-DD') AS course_date, to_char(start_time, 'HH24:MI') AS start_time,
  to_char(end_time, 'HH24:MI') AS end_time, issued_at, replaced_at, revoked_at, erased_at, mail_key`;

/** The certificates table. A booking's certificate in force is the one neither replaced nor revoked. */
@Injectable()
export class CertificatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async byId(id: string): Promise<CertificateRecord | null> {
    const [row] = await this.dataSource.query<CertificateRecord[]>(
      `SELECT ${CERTIFICATE_COLUMNS} FROM certificates WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async byNumber(number: string): Promise<CertificateRecord | null> {
    const [row] = await this.dataSource.query<CertificateRecord[]>(
      `SELECT ${CERTIFICATE_COLUMNS} FROM certificates WHERE number = $1`,
      [number],
    );
    return row ?? null;
  }

  async current(manager: EntityManager, bookingId: string): Promise<CertificateRecord | null> {
    const [row] = await manager.query<CertificateRecord[]>(
      `SELECT ${CERTIFICATE_COLUMNS} FROM certificates
        WHERE booking_id = $1 AND replaced_at IS NULL AND revoked_at IS NULL`,
      [bookingId],
    );
    return row ?? null;
  }

  /**
   * Issues a certificate for a booking under a new number, with the participant's name and the
   * course as it is now (the booking's snapshot when the course is gone); the caller has checked
   * attendance and holds the booking's row lock.
   */
  async issue(manager: EntityManager, bookingId: string): Promise<CertificateRecord> {
    const [row] = await manager.query<CertificateRecord[]>(
      `INSERT INTO certificates (number, booking_id, participant_name, course_title, course_date, start_time, end_time)
       SELECT $2, b.id, b.customer_name, COALESCE(c.title, b.course_title), COALESCE(c.date, b.course_date),
              COALESCE(c.start_time, b.course_start_time), COALESCE(c.end_time, b.course_end_time)
         FROM bookings b LEFT JOIN courses c ON c.id = b.course_id
        WHERE b.id = $1
       RETURNING ${CERTIFICATE_COLUMNS}`,
      [bookingId, newCertificateNumber()],
    );
    return row;
  }

  /** Issues the booking's certificate anew and marks the one in force (`oldId`) replaced by it. */
  async reissue(manager: EntityManager, bookingId: string, oldId: string): Promise<CertificateRecord> {
    // The old one leaves force before the new one enters it: one certificate in force per booking.
    await manager.query(`UPDATE certificates SET replaced_at = now() WHERE id = $1`, [oldId]);
    const fresh = await this.issue(manager, bookingId);
    await manager.query(`UPDATE certificates SET replaced_by = $2 WHERE id = $1`, [oldId, fresh.id]);
    return fresh;
  }

  /** Revokes the booking's certificate in force, if any, and returns it. */
  async revokeCurrent(manager: EntityManager, bookingId: string, at: Date): Promise<CertificateRecord | null> {
    const [row] = await updateReturning<CertificateRecord>(
      manager,
      `UPDATE certificates SET revoked_at = $2
        WHERE booking_id = $1 AND replaced_at IS NULL AND revoked_at IS NULL
       RETURNING ${CERTIFICATE_COLUMNS}`,
      [bookingId, at],
    );
    return row ?? null;
  }

  /** Queues the certificate mail in the caller's transaction and remembers its key on the certificate. */
  async requestMail(manager: EntityManager, certificateId: string, replacesNumber?: string): Promise<string> {
    const outboxId = await recordOutboxEvent(manager, EVENTS.certificateMailRequested, {
      certificateId,
      ...(replacesNumber ? { replacesNumber } : {}),
    });
    const key = certificateMailKey(outboxId);
    await manager.query(`UPDATE certificates SET mail_key = $2 WHERE id = $1`, [certificateId, key]);
    return key;
  }
}
