import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
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
import type { Request, Response } from 'express';
import { z } from 'zod';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { Clock } from '../../core/clock/clock';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { ApiError } from '../../core/http/api-error';
import { parseBody } from '../../core/http/parse-body';
import { InvoiceDownloadsService, sendInvoiceFile } from '../invoice-downloads.service';
import { AdminInvoicesRepository, INVOICE_LIST } from './admin-invoices.repository';
import { AdminInvoiceRow, adminInvoiceRowSchema } from './dto/admin-invoice.dto';
import { invoiceExportPeriodSchema } from './dto/invoice-export-period.dto';
import { EXPORT_NOT_READY_MESSAGE, InvoiceExportService } from './invoice-export.service';
import { InvoicePaymentService, MARK_PAID_MESSAGES } from '../invoice-payment.service';

const NOT_FOUND = { description: "'Diese Rechnung wurde nicht gefunden.' (auch nach einer DSGVO-Löschung)" };
const EXPORT_RETRY_AFTER_SECONDS = 60;
const NOT_READY = { description: "'Die Rechnung wird gerade erstellt. …' (mit Retry-After)" };

/** react-admin's read-only invoice resource and the stored documents; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(
    private readonly invoices: AdminInvoicesRepository,
    private readonly downloads: InvoiceDownloadsService,
    private readonly exports: InvoiceExportService,
    private readonly payments: InvoicePaymentService,
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

  @Get('export.zip')
  @ApiOperation({
    summary: 'Export für die Steuerberatung: alle Rechnungen und Stornorechnungen eines Zeitraums als ZIP',
    description:
      'Zeitraum nach Rechnungsdatum (Europe/Berlin, beide Tage einschließlich, innerhalb eines Kalenderjahres). ' +
      'Enthält je Rechnung die gespeicherte PDF und XML unter rechnungen/<Nummer>.pdf und .xml, Byte für Byte wie die Downloads, ' +
      'auch nach einer DSGVO-Löschung eingeschränkte Rechnungen (DECISIONS 33); journal.csv (UTF-8 mit BOM, Semikolon, ' +
      'Dezimalkomma, Stornorechnungen negativ) und EXTF_Buchungsstapel.csv (DATEV-Format 700, Kategorie 21, Windows-1252).',
  })
  @ApiQuery({
    name: 'from',
    required: true,
    schema: { type: 'string', format: 'date' },
    description: 'Rechnungsdatum ab',
  })
  @ApiQuery({
    name: 'to',
    required: true,
    schema: { type: 'string', format: 'date' },
    description: 'Rechnungsdatum bis',
  })
  @ApiOkResponse({
    description: 'ZIP-Archiv',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({
    description:
      "'Bitte geben Sie einen gültigen Zeitraum an.', 'Das Ende des Zeitraums liegt vor seinem Anfang.' oder ein Zeitraum über zwei Kalenderjahre",
  })
  @ApiConflictResponse({ description: `'${EXPORT_NOT_READY_MESSAGE}' (mit Retry-After)` })
  async exportZip(@Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const period = parseBody(invoiceExportPeriodSchema, { from: query.from, to: query.to }, undefined, {
      message: (fields) => Object.values(fields)[0],
    });
    const invoices = await this.exports.invoicesOf(period);
    if (!invoices) {
      response.setHeader('Retry-After', String(EXPORT_RETRY_AFTER_SECONDS));
      throw ApiError.conflict(EXPORT_NOT_READY_MESSAGE);
    }
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="Rechnungen-${period.from}-bis-${period.to}.zip"`);
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    await this.exports.write(invoices, period, response);
  }

  @Post(':id/mark-paid')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Als bezahlt markieren: die Überweisung für eine offene Rechnung ist eingegangen (ohne Kontoauszug)',
    description: 'Die Zahlung wird an der Buchung vermerkt, nie an der Rechnung; das Audit-Log hält fest, wer es war.',
  })
  @ApiZodOkResponse(adminInvoiceRowSchema)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({
    description: `'${MARK_PAID_MESSAGES.cancellation}', '${MARK_PAID_MESSAGES.cancelled}' oder '${MARK_PAID_MESSAGES.notOwed}'`,
  })
  async markPaid(@Param('id') id: string, @Req() request: Request): Promise<AdminInvoiceRow> {
    if (!z.uuid().safeParse(id).success) throw ApiError.notFound(MARK_PAID_MESSAGES.notFound);
    await this.payments.markPaid(id, actorOf(request));
    const row = await this.invoices.row(id, todayInBerlin(this.clock.now()));
    if (!row) throw ApiError.notFound(MARK_PAID_MESSAGES.notFound);
    return row;
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
