import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { todayInBerlin } from '@mpb/domain';
import type { Response } from 'express';
import { Clock } from '../../core/clock/clock';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { parseFilterQuery, parseRange, parseSortQuery, setContentRange } from '../../core/http/react-admin-query';
import { InvoiceDownloadsService, sendInvoiceFile } from '../invoice-downloads.service';
import { AdminInvoicesRepository, INVOICE_SORT_COLUMNS } from './admin-invoices.repository';
import { AdminInvoiceRow, adminInvoiceFilterSchema, adminInvoiceRowSchema } from './dto/admin-invoice.dto';

const NOT_FOUND = { description: "'Diese Rechnung wurde nicht gefunden.' (auch nach einer DSGVO-Löschung)" };
const NOT_READY = { description: "'Die Rechnung wird gerade erstellt. …' (mit Retry-After)" };

/** react-admin's read-only invoice resource and the stored documents; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(
    private readonly invoices: AdminInvoicesRepository,
    private readonly downloads: InvoiceDownloadsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Rechnungen und Stornorechnungen (Filter: Zeitraum, Art, Zahlungsstand, Suche; Sortierung, Seiten)',
  })
  @ApiQuery({ name: 'filter', required: false, description: 'JSON: { q, kind, payment_state, from, to, id }' })
  @ApiQuery({ name: 'sort', required: false, description: 'JSON: ["issued_at","DESC"]' })
  @ApiQuery({ name: 'range', required: false, description: 'JSON: [0,24] (einschließlich, höchstens 500 Zeilen)' })
  @ApiZodOkResponse([adminInvoiceRowSchema])
  @ApiBadRequestResponse({ description: 'Ungültiger Filter, Sortierung oder Bereich' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminInvoiceRow[]> {
    const filter = parseFilterQuery(adminInvoiceFilterSchema, query.filter);
    const orderBy = parseSortQuery(query.sort, INVOICE_SORT_COLUMNS, ['issued_at', 'DESC'], 'i.id');
    const page = parseRange(query.range);
    const { rows, total } = await this.invoices.list(filter, orderBy, page, todayInBerlin(this.clock.now()));
    setContentRange(response, 'invoices', page, rows.length, total);
    return rows;
  }

  @Get(':id.pdf')
  @ApiOperation({ summary: 'Die gespeicherte Rechnung als PDF (ZUGFeRD), Byte für Byte wie versandt' })
  @ApiOkResponse({
    description: 'PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(NOT_READY)
  pdf(@Param('id') id: string, @Res() response: Response) {
    return sendInvoiceFile(response, () => this.downloads.file(id, 'pdf', (invoice) => !invoice.restricted));
  }

  @Get(':id.xml')
  @ApiOperation({
    summary: 'Die gespeicherte XML: XRechnung für Geschäftskunden, sonst die im PDF eingebettete CII-XML',
  })
  @ApiOkResponse({ description: 'XML', content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(NOT_READY)
  xml(@Param('id') id: string, @Res() response: Response) {
    return sendInvoiceFile(response, () => this.downloads.file(id, 'xml', (invoice) => !invoice.restricted));
  }
}
