import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodBody, ApiZodCreatedResponse, ApiZodOkResponse } from '../../core/http/api-document';
import { parseBody } from '../../core/http/parse-body';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { uuidOr404 } from '../../core/http/uuid-param';
import { EMAIL_TEMPLATE_LIST } from './admin-email-templates.repository';
import { AdminEmailTemplatesService } from './admin-email-templates.service';
import {
  AdminEmailTemplateRow,
  adminEmailTemplateRowSchema,
  createEmailTemplateSchema,
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplateDeletedSchema,
  emailTemplatePreviewResponseSchema,
  emailTemplatePreviewSchema,
  emailTemplateTestResponseSchema,
  emailTemplateTestSchema,
  updateEmailTemplateSchema,
} from './dto/admin-email-template.dto';

const CHANGE_REFUSALS =
  "Ungültige Felder (fields: deutsche Meldung je Feld, z.B. name 'Bitte geben Sie einen Namen ein.')";
const DEFAULT_RACE = "'Ein anderes Template dieses Typs wurde gerade als Standard markiert. …'";

/** react-admin's email-templates resource (ra-data-simple-rest), preview and test send; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(private readonly templates: AdminEmailTemplatesService) {}

  @AdminList(EMAIL_TEMPLATE_LIST, {
    summary: 'E-Mail-Templates: Suche, Filter, Sortierung, Seiten (Content-Range)',
    description: 'Standard-Sortierung: zuletzt erstellt zuerst.',
    filter: '{ q, type, id: [] }',
    sort: '["name","ASC"]',
    row: adminEmailTemplateRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminEmailTemplateRow>> {
    return this.templates.list(parseAdminList(EMAIL_TEMPLATE_LIST, query));
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Vorschau mit Beispieldaten im Layout der Produkt-E-Mails',
    description: 'Der Inhalt wird wie beim Speichern bereinigt; unbekannte Platzhalter werden gelistet.',
  })
  @ApiZodBody(emailTemplatePreviewSchema)
  @ApiZodOkResponse(emailTemplatePreviewResponseSchema)
  @ApiBadRequestResponse({ description: CHANGE_REFUSALS })
  preview(@Body() body: unknown) {
    const { subject, html_content } = parseBody(emailTemplatePreviewSchema, body);
    return this.templates.preview(subject, html_content);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Ein E-Mail-Template' })
  @ApiZodOkResponse(adminEmailTemplateRowSchema)
  @ApiNotFoundResponse({ description: "'E-Mail-Template nicht gefunden.'" })
  one(@Param('id') id: string) {
    return this.templates.row(uuidOr404(id, EMAIL_TEMPLATE_MESSAGES.notFound));
  }

  @Post()
  @ApiOperation({
    summary: 'E-Mail-Template erstellen',
    description: 'Standard: type confirmation, aktiv, nicht Standard. html_content wird bereinigt.',
  })
  @ApiZodBody(createEmailTemplateSchema)
  @ApiZodCreatedResponse(adminEmailTemplateRowSchema)
  @ApiBadRequestResponse({ description: CHANGE_REFUSALS })
  @ApiConflictResponse({ description: DEFAULT_RACE })
  create(@Body() body: unknown, @Req() request: Request) {
    return this.templates.create(parseBody(createEmailTemplateSchema, body), actorOf(request));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'E-Mail-Template bearbeiten',
    description: 'is_default: true setzt den bisherigen Standard dieses Typs zurück.',
  })
  @ApiZodBody(updateEmailTemplateSchema)
  @ApiZodOkResponse(adminEmailTemplateRowSchema)
  @ApiBadRequestResponse({ description: CHANGE_REFUSALS })
  @ApiConflictResponse({ description: DEFAULT_RACE })
  update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = uuidOr404(id, EMAIL_TEMPLATE_MESSAGES.notFound);
    return this.templates.update(valid, parseBody(updateEmailTemplateSchema, body), actorOf(request));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'E-Mail-Template löschen' })
  @ApiZodOkResponse(emailTemplateDeletedSchema)
  @ApiNotFoundResponse({ description: "'E-Mail-Template nicht gefunden.'" })
  async remove(@Param('id') id: string, @Req() request: Request) {
    const valid = uuidOr404(id, EMAIL_TEMPLATE_MESSAGES.notFound);
    await this.templates.delete(valid, actorOf(request));
    return { id: valid, deleted: true as const };
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Test-E-Mail mit Beispieldaten senden',
    description: "Antwort 'Test-E-Mail versendet'; Betreff mit [Test] davor.",
  })
  @ApiZodBody(emailTemplateTestSchema)
  @ApiZodOkResponse(emailTemplateTestResponseSchema)
  @ApiBadRequestResponse({ description: "'Ungültige E-Mail-Adresse' (fields.email)" })
  @ApiNotFoundResponse({ description: "'E-Mail-Template nicht gefunden.'" })
  @ApiBadGatewayResponse({ description: "'Fehler beim Versenden der Test-E-Mail'" })
  sendTest(@Param('id') id: string, @Body() body: unknown) {
    const valid = uuidOr404(id, EMAIL_TEMPLATE_MESSAGES.notFound);
    return this.templates.sendTest(valid, parseBody(emailTemplateTestSchema, body).email);
  }
}
