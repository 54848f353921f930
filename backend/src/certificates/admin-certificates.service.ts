import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { AdminActor } from '../audit/admin-actor';
import { runTransaction } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { currentCertificate, insertCertificate, requestCertificateMail } from './certificate-records';

const NO_CERTIFICATE_MESSAGE = 'Für diese Buchung gibt es kein Zertifikat.';
const CERTIFICATE_ERASED_MESSAGE = 'Zertifikat nicht verfügbar: Die Person wurde nach DSGVO gelöscht.';

/** The admin's certificate actions on one booking: send again, and reissue under a corrected name. */
@Injectable()
export class AdminCertificatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async resend(bookingId: string, actor: AdminActor) {
    return runTransaction(this.dataSource, async (manager) => {
      await lockBooking(manager, bookingId);
      const certificate = await currentCertificate(manager, bookingId);
      if (!certificate) throw ApiError.conflict(NO_CERTIFICATE_MESSAGE);
      if (certificate.erased_at) throw ApiError.conflict(CERTIFICATE_ERASED_MESSAGE);
      await requestCertificateMail(manager, certificate.id);
      await this.audit.record(
        {
          actorEmail: actor.email,
          ip: actor.ip,
          action: AUDIT_ACTIONS.certificateResend,
          entity: 'booking',
          entityId: bookingId,
          after: { certificate_number: certificate.number },
        },
        manager,
      );
      return { certificateNumber: certificate.number, message: 'Zertifikat wird erneut versendet' };
    });
  }

  /**
   * Corrects the participant's name on the booking and issues the certificate again under a new
   * number; the old one is marked replaced (its page says so) and the mail names it.
   */
  async reissue(bookingId: string, name: string, actor: AdminActor) {
    return runTransaction(this.dataSource, async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      const old = await currentCertificate(manager, bookingId);
      if (!old) throw ApiError.conflict(NO_CERTIFICATE_MESSAGE);
      if (old.erased_at) throw ApiError.conflict(CERTIFICATE_ERASED_MESSAGE);
      await manager.query(`UPDATE bookings SET customer_name = $2, updated_at = now() WHERE id = $1`, [
        bookingId,
        name,
      ]);
      await manager.query(`UPDATE certificates SET replaced_at = now() WHERE id = $1`, [old.id]);
      const fresh = await insertCertificate(manager, bookingId);
      await manager.query(`UPDATE certificates SET replaced_by = $2 WHERE id = $1`, [old.id, fresh.id]);
      await requestCertificateMail(manager, fresh.id, old.number);
      await this.audit.record(
        {
          actorEmail: actor.email,
          ip: actor.ip,
          action: AUDIT_ACTIONS.certificateReissue,
          entity: 'booking',
          entityId: bookingId,
          before: { customer_name: booking.customer_name, certificate_number: old.number },
          after: { customer_name: name, certificate_number: fresh.number },
        },
        manager,
      );
      return {
        certificateNumber: fresh.number,
        message: `Zertifikat neu ausgestellt (Nr. ${fresh.number}); das bisherige ist ersetzt`,
      };
    });
  }
}

interface LockedBookingRow {
  id: string;
  customer_name: string;
}

async function lockBooking(manager: EntityManager, bookingId: string): Promise<LockedBookingRow> {
  const [booking] = await manager.query<LockedBookingRow[]>(
    `SELECT id, customer_name FROM bookings WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [bookingId],
  );
  if (!booking) throw ApiError.notFound('Buchung nicht gefunden.');
  return booking;
}
