import { Injectable } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { AdminAuditLogEntry, AdminAuditLogFilter } from './dto/admin-audit-log.dto';

/** The audit log as the admin reads it: each entry with the customer and course it is about. */
@Injectable()
export class AdminAuditLogService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  async list(
    filter: AdminAuditLogFilter,
    orderBy: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: AdminAuditLogEntry[]; total: number }> {
    const [rows, total] = await Promise.all([this.auditLog.page(filter, orderBy, page), this.auditLog.total(filter)]);
    return { rows, total };
  }
}
