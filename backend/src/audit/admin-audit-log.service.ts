import { Injectable } from '@nestjs/common';
import type { ListPage } from '../core/database/list-page';
import type { AdminListRequest } from '../core/http/admin-list';
import { AuditLogRepository } from './audit-log.repository';
import { AdminAuditLogEntry, AdminAuditLogFilter } from './dto/admin-audit-log.dto';

/** The audit log as the admin reads it: each entry with the customer and course it is about. */
@Injectable()
export class AdminAuditLogService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  list(request: AdminListRequest<AdminAuditLogFilter>): Promise<ListPage<AdminAuditLogEntry>> {
    return this.auditLog.list(request);
  }
}
