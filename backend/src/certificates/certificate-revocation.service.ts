import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AdminActor } from '../audit/admin-actor';
import { AUDIT_ACTIONS, AuditLogService } from '../audit/audit-log.service';
import { CertificatesRepository } from './certificates.repository';

/** Why a certificate no longer holds: its participant was marked absent, or the booking was cancelled. */
export type RevocationReason = 'absent' | 'cancelled';

/**
 * Revokes a booking's certificate in force, audited with the booking: its verification page then
 * says 'widerrufen', an owed mail is skipped, and resend and reissue are refused.
 */
@Injectable()
export class CertificateRevocationService {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly audit: AuditLogService,
  ) {}

  /** In the caller's transaction, which holds the booking's row lock; the revoked number, if there was one. */
  async revoke(
    manager: EntityManager,
    bookingId: string,
    reason: RevocationReason,
    actor: AdminActor,
    at: Date,
  ): Promise<string | null> {
    const revoked = await this.certificates.revokeCurrent(manager, bookingId, at);
    if (!revoked) return null;
    await this.audit.record(
      {
        actorEmail: actor.email,
        ip: actor.ip,
        action: AUDIT_ACTIONS.certificateRevoke,
        entity: 'booking',
        entityId: bookingId,
        before: { certificate_number: revoked.number },
        after: { certificate_number: revoked.number, revoked_because: reason },
      },
      manager,
    );
    return revoked.number;
  }
}
