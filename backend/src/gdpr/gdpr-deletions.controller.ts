import { Body, Controller, Get, Header, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { actorOf } from '../audit/admin-actor';
import type { ListPage } from '../core/database/list-page';
import { AdminList, parseAdminList } from '../core/http/admin-list';
import { ApiZodBody, ApiZodCreatedResponse, ApiZodOkResponse } from '../core/http/api-document';
import { FieldErrors } from '../core/http/api-error';
import { INVALID_DATA_MESSAGE, parseBody } from '../core/http/parse-body';
import {
  GDPR_MESSAGES,
  GdprDeletionRow,
  gdprDeletionRequestSchema,
  gdprDeletionRowSchema,
  gdprPreviewQuerySchema,
  gdprPreviewSchema,
} from './dto/gdpr-deletion.dto';
import { DELETION_LOG_LIST, GdprDeletionLogRepository } from './gdpr-deletion-log.repository';
import { GdprDeletionService } from './gdpr-deletion.service';

/** 'E-Mail-Adresse erforderlich' when the address is missing, the general text otherwise. */
const emailMessage = {
  message: (fields: FieldErrors) => (fields.email ? GDPR_MESSAGES.emailRequired : INVALID_DATA_MESSAGE),
};

/** GDPR deletions (DECISIONS 17): preview, delete, log; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/gdpr-deletions')
export class GdprDeletionsController {
  constructor(
    private readonly gdpr: GdprDeletionService,
    private readonly deletionLog: GdprDeletionLogRepository,
  ) {}

  @AdminList(DELETION_LOG_LIST, {
    summary: 'Löschprotokoll: die letzten 50 Löschungen, neueste zuerst (Adresse nur als Schlüssel-Hash)',
    description: 'Bereich (range) innerhalb der letzten 50.',
    filter: '{}',
    sort: '["deleted_at","DESC"]',
    row: gdprDeletionRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<GdprDeletionRow>> {
    return this.deletionLog.latest(parseAdminList(DELETION_LOG_LIST, query));
  }

  @Get('preview')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Betroffene Daten einer E-Mail-Adresse zählen, ohne zu löschen' })
  @ApiQuery({ name: 'email', required: true })
  @ApiZodOkResponse(gdprPreviewSchema)
  @ApiBadRequestResponse({ description: `'${GDPR_MESSAGES.emailRequired}'` })
  preview(@Query() query: Record<string, unknown>) {
    return this.gdpr.preview(parseBody(gdprPreviewQuerySchema, { ...query }, undefined, emailMessage).email);
  }

  @Post()
  @ApiOperation({
    summary: 'Alle Daten einer E-Mail-Adresse löschen (Art. 17 DSGVO)',
    description:
      'Eine Transaktion: Buchungen anonymisiert (Beträge, Daten, Rechnungs- und Zahlungsreferenzen bleiben 10 Jahre, § 147 AO / § 257 HGB), ' +
      'Wartelisten-Einträge entfernt (ein gehaltener Platz geht weiter), Newsletter, Rabatt-Verwendungen, Konto, Sitzungen und Anmelde-Links gelöscht, ' +
      'E-Mail-Protokoll, Outbox und Audit-Log bereinigt; Name, Adresse und Telefonnummer der Person in allen Freitexten (Kommentare anderer Kunden, Notizen) durch [gelöscht] ersetzt; ' +
      'danach die Jobs in Redis. Das Protokoll speichert nur einen Hash der Adresse, der Grund keinen Namen, keine Adresse und keine Telefonnummer.',
  })
  @ApiZodBody(gdprDeletionRequestSchema)
  @ApiZodCreatedResponse(gdprDeletionRowSchema)
  @ApiBadRequestResponse({
    description: `'${GDPR_MESSAGES.emailRequired}' (fields.email: '${GDPR_MESSAGES.emailRequiredField}')`,
  })
  @ApiConflictResponse({ description: 'Admin-Adresse' })
  create(@Body() body: unknown, @Req() request: Request) {
    const { email, reason } = parseBody(gdprDeletionRequestSchema, body, undefined, emailMessage);
    return this.gdpr.delete(email, reason, actorOf(request));
  }
}
