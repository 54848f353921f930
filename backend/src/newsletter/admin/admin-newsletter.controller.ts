import { Controller, Delete, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { parseRange, setContentRange } from '../../core/http/react-admin-query';
import { uuidOr404 } from '../../core/http/uuid-param';
import { AdminNewsletterExportService } from './admin-newsletter-export.service';
import { AdminNewsletterService, parseSubscriberFilter, parseSubscriberSort } from './admin-newsletter.service';
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
    private readonly subscribers: AdminNewsletterService,
    private readonly exports: AdminNewsletterExportService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Newsletter-Abonnenten: Suche (E-Mail, Name), Status-Filter, Sortierung, Seiten (Content-Range)',
  })
  @ApiQuery({
    name: 'filter',
    required: false,
    description: 'JSON: { q, status: active|unsubscribed|unconfirmed, id: [] }',
  })
  @ApiQuery({ name: 'sort', required: false, description: 'JSON: ["subscribed_at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, description: 'JSON: [0,24] (einschließlich, höchstens 500 Zeilen)' })
  @ApiZodOkResponse([adminSubscriberRowSchema])
  @ApiBadRequestResponse({ description: 'Ungültiger Filter, Sortierung oder Bereich' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSubscriberRow[]> {
    const page = parseRange(query.range);
    const { rows, total } = await this.subscribers.list(
      parseSubscriberFilter(query.filter),
      parseSubscriberSort(query.sort),
      page,
    );
    setContentRange(response, 'newsletter-subscribers', page, rows.length, total);
    return rows;
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Zahlen für die Karten: aktiv, abgemeldet, gesamt' })
  @ApiZodOkResponse(newsletterStatsSchema)
  stats() {
    return this.subscribers.stats();
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
    return this.subscribers.row(uuidOr404(id, SUBSCRIBER_NOT_FOUND_MESSAGE));
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
    await this.subscribers.remove(valid, actorOf(request));
    return { id: valid, deleted: true as const };
  }
}
