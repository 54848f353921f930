import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { AdminActor } from '../audit/admin-actor';
import { activeBooking } from '../bookings/active-booking';
import { Booking } from '../bookings/booking.entity';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { certificateFileName, certificatePdfOf } from '../certificates/certificate-file';
import { CertificateHoldersRepository } from '../certificates/certificate-holders.repository';
import { CertificatesRepository } from '../certificates/certificates.repository';

const NO_CERTIFICATE_MESSAGE = 'Für diese Buchung gibt es kein Zertifikat.';
const CERTIFICATE_ERASED_MESSAGE = 'Zertifikat nicht verfügbar: Die Person wurde nach DSGVO gelöscht.';
const NOT_CONFIRMED_MESSAGE =
  'Zertifikat nicht verfügbar: Die Buchung ist nicht bestätigt (z. B. storniert); ein bisheriges Zertifikat ist widerrufen.';
const NOT_PRESENT_MESSAGE =
  'Zertifikat nicht verfügbar: Die Person ist nicht als anwesend erfasst. Ein Zertifikat gibt es nur für die Teilnahme.';

/** The admin's certificate actions on one booking: send again, and reissue under a corrected name. */
@Injectable()
export class AdminCertificatesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly certificates: CertificatesRepository,
    private readonly holders: CertificateHoldersRepository,
    private readonly audit: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The certificate in force as PDF, rendered as its mail renders it. */
  async pdf(bookingId: string): Promise<{ fileName: string; pdf: Buffer }> {
    const certificate = await this.transactions.once(async (manager) =>
      this.attendedCertificate(manager, await activeBooking(manager, bookingId)),
    );
    return {
      fileName: certificateFileName(certificate.number),
      pdf: await certificatePdfOf(certificate, certificate.participant_name!, this.config.site),
    };
  }

  async resend(bookingId: string, actor: AdminActor) {
    return this.transactions.run(async (manager) => {
      const certificate = await this.attendedCertificate(manager, await activeBooking(manager, bookingId, true));
      await this.certificates.requestMail(manager, certificate.id);
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
    return this.transactions.run(async (manager) => {
      const booking = await activeBooking(manager, bookingId, true);
      const old = await this.attendedCertificate(manager, booking);
      await this.holders.rename(manager, bookingId, name);
      const fresh = await this.certificates.reissue(manager, bookingId, old.id);
      await this.certificates.requestMail(manager, fresh.id, old.number);
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

  /**
   * The certificate in force of a booking locked by the caller; only a confirmed booking whose
   * participant is marked present has one to send.
   */
  private async attendedCertificate(manager: EntityManager, booking: Booking) {
    if (booking.booking_status !== 'confirmed') throw ApiError.conflict(NOT_CONFIRMED_MESSAGE);
    if (booking.attendance !== 'present') throw ApiError.conflict(NOT_PRESENT_MESSAGE);
    const certificate = await this.certificates.current(manager, booking.id);
    if (!certificate) throw ApiError.conflict(NO_CERTIFICATE_MESSAGE);
    if (certificate.erased_at) throw ApiError.conflict(CERTIFICATE_ERASED_MESSAGE);
    return certificate;
  }
}
