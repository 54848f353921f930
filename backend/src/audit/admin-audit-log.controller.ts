import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListPage } from '../core/database/list-page';
import { AdminList, parseAdminList } from '../core/http/admin-list';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AUDIT_LOG_LIST } from './audit-log.repository';
import { AdminAuditLogEntry, adminAuditLogEntrySchema } from './dto/admin-audit-log.dto';

/** react-admin's read-only audit-log resource (ra-data-simple-rest); AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly auditLog: AdminAuditLogService) {}

  @AdminList(AUDIT_LOG_LIST, {
    summary: 'Audit-Log: wer hat wann was an welchem Datensatz geändert (Filter, Sortierung, Seiten)',
    filter: '{ entity, entity_id, action, actor_email }',
    sort: '["at","DESC"]',
    row: adminAuditLogEntrySchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminAuditLogEntry>> {
    return this.auditLog.list(parseAdminList(AUDIT_LOG_LIST, query));
  }
}
