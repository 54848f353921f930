import { Controller, Delete, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodOkResponse } from '../../core/http/api-document';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { uuidOr404 } from '../../core/http/uuid-param';
import { AdminNewsletterExportService } from './admin-newsletter-export.service';
import { AdminNewsletterSubscribersRepository, SUBSCRIBER_LIST } from './admin-newsletter-subscribers.repository';
import { AdminNewsletterService } from './admin-newsletter.service';
import {
  AdminSubscriberRow,
  adminSubscriberRowSchema,
  newsletterStatsSchema,
  SUBSCRIBER_NOT_FOUND_MESSAGE,
  subscriberRemovedSchema,
} from './dto/admin-newsletter.dto';

/**
 * react-admin's newsletter-subscribers resource (ra-data-simple-rest); AdminAreaGuard admits admins
 * only. 'stats' and 'export.csv' are declared before ':id', so they are never taken for an id.
 */
@ApiTags('Admin')
@Controller('admin/newsletter-subscribers')
export class AdminNewsletterController {
  constructor(
    private readonly newsletter: AdminNewsletterService,
    private readonly subscribers: AdminNewsletterSubscribersRepository,
    private readonly exports: AdminNewsletterExportService,
  ) {}

  @AdminList(SUBSCRIBER_LIST, {
    summary: 'Newsletter-Abonnenten: Suche (E-Mail, Name), Status-Filter, Sortierung, Seiten (Content-Range)',
    filter: '{ q, status: active|unsubscribed|unconfirmed, id: [] }',
    sort: '["subscribed_at","DESC"]',
    row: adminSubscriberRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminSubscriberRow>> {
    return this.subscribers.list(parseAdminList(SUBSCRIBER_LIST, query));
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Zahlen für die Karten: aktiv, abgemeldet, gesamt' })
  @ApiZodOkResponse(newsletterStatsSchema)
  stats() {
    return this.newsletter.stats();
  }

  @Get('export.csv')
  @ApiOperation({
    summary: 'CSV-Export der aktiven Abonnenten (Name, E-Mail, Anmeldedatum, Status; UTF-8 mit BOM, Semikolon)',
  })
  @ApiOkResponse({ description: 'CSV-Datei', content: { 'text/csv': { schema: { type: 'string' } } } })
  async exportCsv(@Res() response: Response): Promise<void> {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${this.exports.fileName()}"`);
    response.setHeader('Cache-Control', 'no-store');
    await this.exports.write(response);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Ein Abonnent' })
  @ApiZodOkResponse(adminSubscriberRowSchema)
  @ApiNotFoundResponse({ description: "'Abonnent nicht gefunden.'" })
  one(@Param('id') id: string) {
    return this.newsletter.row(uuidOr404(id, SUBSCRIBER_NOT_FOUND_MESSAGE));
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Abonnent endgültig entfernen',
    description: 'Das Audit-Protokoll behält die Adresse nicht.',
  })
  @ApiZodOkResponse(subscriberRemovedSchema)
  @ApiNotFoundResponse({ description: "'Abonnent nicht gefunden.'" })
  async remove(@Param('id') id: string, @Req() request: Request) {
    const valid = uuidOr404(id, SUBSCRIBER_NOT_FOUND_MESSAGE);
    await this.newsletter.remove(valid, actorOf(request));
    return { id: valid, deleted: true as const };
  }
}
