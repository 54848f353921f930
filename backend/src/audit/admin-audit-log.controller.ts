import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiZodOkResponse } from '../core/http/api-document';
import { parseFilterQuery, parseRange, parseSortQuery, setContentRange } from '../core/http/react-admin-query';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AUDIT_LOG_SORT_COLUMNS } from './audit-log.repository';
import { AdminAuditLogEntry, adminAuditLogEntrySchema, adminAuditLogFilterSchema } from './dto/admin-audit-log.dto';

/** react-admin's read-only audit-log resource (ra-data-simple-rest); AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly auditLog: AdminAuditLogService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Audit-Log: wer hat wann was an welchem Datensatz geändert (Filter, Sortierung, Seiten)' })
  @ApiQuery({ name: 'filter', required: false, description: 'JSON: { entity, entity_id, action, actor_email }' })
  @ApiQuery({ name: 'sort', required: false, description: 'JSON: ["at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, description: 'JSON: [0,24] (einschließlich, höchstens 500 Zeilen)' })
  @ApiZodOkResponse([adminAuditLogEntrySchema])
  @ApiBadRequestResponse({ description: 'Ungültiger Filter, Sortierung oder Bereich' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminAuditLogEntry[]> {
    const filter = parseFilterQuery(adminAuditLogFilterSchema, query.filter);
    const orderBy = parseSortQuery(query.sort, AUDIT_LOG_SORT_COLUMNS, ['at', 'DESC'], 'a.id');
    const page = parseRange(query.range);
    const { rows, total } = await this.auditLog.list(filter, orderBy, page);
    setContentRange(response, 'audit-log', page, rows.length, total);
    return rows;
  }
}
