import { Injectable } from '@nestjs/common';
import { berlinInstantSql } from '@mpb/domain';
import { DataSource, EntityManager } from 'typeorm';

/** Where a certificate goes, as its booking says now. */
export interface CertificateRecipient {
  customer_email: string;
  deleted_at: Date | null;
  starts_at: Date;
}

/** The bookings as certificates read and correct them: the participant's name and address. */
@Injectable()
export class CertificateHoldersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async recipient(bookingId: string): Promise<CertificateRecipient | null> {
    const [booking] = await this.dataSource.query<CertificateRecipient[]>(
      `SELECT customer_email, deleted_at, ${berlinInstantSql('course_date', 'course_start_time')} AS starts_at FROM bookings WHERE id = $1`,
      [bookingId],
    );
    return booking ?? null;
  }

  /** Corrects the participant's name, in the caller's transaction that holds the booking's row lock. */
  async rename(manager: EntityManager, bookingId: string, name: string): Promise<void> {
    await manager.query(`UPDATE bookings SET customer_name = $2, updated_at = now() WHERE id = $1`, [bookingId, name]);
  }
}
