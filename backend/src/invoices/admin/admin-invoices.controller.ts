import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { todayInBerlin } from '@mpb/domain';
import type { Response } from 'express';
import { Clock } from '../../core/clock/clock';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { InvoiceDownloadsService, sendInvoiceFile } from '../invoice-downloads.service';
import { AdminInvoicesRepository, INVOICE_LIST } from './admin-invoices.repository';
import { AdminInvoiceRow, adminInvoiceRowSchema } from './dto/admin-invoice.dto';

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

  @AdminList(INVOICE_LIST, {
    summary: 'Rechnungen und Stornorechnungen (Filter: Zeitraum, Art, Zahlungsstand, Suche; Sortierung, Seiten)',
    filter: '{ q, kind, payment_state, from, to, id }',
    sort: '["issued_at","DESC"]',
    row: adminInvoiceRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminInvoiceRow>> {
    return this.invoices.list(parseAdminList(INVOICE_LIST, query), todayInBerlin(this.clock.now()));
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
