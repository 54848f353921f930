import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { keyedHash } from '../core/security/keyed-hash';

export const AUDIT_ACTIONS = {
  signIn: 'auth.sign_in',
  signOut: 'auth.sign_out',
  adminSignInRefused: 'auth.admin_sign_in_refused',
  secondFactorEnrolmentStarted: 'auth.second_factor_enrolment_started',
  secondFactorSucceeded: 'auth.second_factor_succeeded',
  secondFactorFailed: 'auth.second_factor_failed',
  secondFactorRecoveryCodeUsed: 'auth.second_factor_recovery_code_used',
  secondFactorLocked: 'auth.second_factor_locked',
  secondFactorReset: 'auth.second_factor_reset',
  bookingConfirm: 'booking.confirm',
  bookingCancel: 'booking.cancel',
  bookingSelfCancel: 'booking.self_cancel',
  bookingRefundRefused: 'booking.refund_refused',
  bookingBulkCancel: 'booking.bulk_cancel',
  bookingSoftDelete: 'booking.soft_delete',
  bookingEmailRequested: 'booking.email_requested',
  bookingAttendance: 'booking.attendance',
  bookingRebook: 'booking.rebook',
  bookingSubstitute: 'booking.substitute',
  certificateResend: 'certificate.resend',
  certificateReissue: 'certificate.reissue',
  certificateRevoke: 'certificate.revoke',
  courseCreate: 'course.create',
  courseUpdate: 'course.update',
  courseSpots: 'course.spots',
  courseDuplicate: 'course.duplicate',
  courseDelete: 'course.delete',
  courseCancel: 'course.cancel',
  discountCodeCreate: 'discount_code.create',
  discountCodeUpdate: 'discount_code.update',
  discountCodeToggle: 'discount_code.toggle',
  discountCodeDelete: 'discount_code.delete',
  discountUsageReset: 'discount_usage.reset',
  emailTemplateCreate: 'email_template.create',
  emailTemplateUpdate: 'email_template.update',
  emailTemplateDelete: 'email_template.delete',
  newsletterRemove: 'newsletter.remove',
  waitlistRemove: 'waitlist.remove',
  gdprDelete: 'gdpr.delete',
} as const;

export interface AuditRecord {
  actorEmail: string | null;
  action: string;
  entity?: string;
  entityId?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The client's IP address; only its keyed hash is stored. */
  ip?: string | null;
}

/**
 * The one way to write the audit log. Admin changes pass their transaction's manager, so the
 * entry is written (or rolled back) together with the change itself.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(record: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_email, action, entity, entity_id, before, after, ip_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        record.actorEmail?.trim().toLowerCase() ?? null,
        record.action,
        record.entity ?? null,
        record.entityId ?? null,
        record.before ? JSON.stringify(record.before) : null,
        record.after ? JSON.stringify(record.after) : null,
        record.ip ? this.hashIp(record.ip) : null,
      ],
    );
  }

  private hashIp(ip: string): string {
    return keyedHash(this.config.auth.sessionSecret, 'audit-ip', ip);
  }
}
