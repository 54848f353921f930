import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { keyedHash } from '../core/security/keyed-hash';
import { AuditLogRepository } from './audit-log.repository';

export { AUDIT_ACTIONS } from './audit-actions';

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
    private readonly auditLog: AuditLogRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(record: AuditRecord, manager?: EntityManager): Promise<void> {
    await this.auditLog.insert(
      {
        actorEmail: record.actorEmail?.trim().toLowerCase() ?? null,
        action: record.action,
        entity: record.entity ?? null,
        entityId: record.entityId ?? null,
        before: record.before ?? null,
        after: record.after ?? null,
        ipHash: record.ip ? this.hashIp(record.ip) : null,
      },
      manager,
    );
  }

  private hashIp(ip: string): string {
    return keyedHash(this.config.auth.sessionSecret, 'audit-ip', ip);
  }
}
