import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { InvoiceDownloadsService, sendInvoiceFile } from '../invoices/invoice-downloads.service';
import { MyBookingsRepository } from './my-bookings.repository';
import { paidForBy, signedInEmail } from './owned-booking';

const SIGNED_IN = { description: "'Bitte melden Sie sich an.'" };
const NOT_YOURS = {
  description: "'Diese Rechnung wurde nicht gefunden.' (auch für Rechnungen anderer Adressen und für Ersatzpersonen)",
};
const NOT_READY = { description: "'Die Rechnung wird gerade erstellt. …' (mit Retry-After)" };

/** The invoices of 'Meine Buchungen': only for the address that paid for the booking. */
@ApiTags('Meine Buchungen')
@Controller('me/invoices')
export class MyInvoicesController {
  constructor(
    private readonly bookings: MyBookingsRepository,
    private readonly downloads: InvoiceDownloadsService,
  ) {}

  @Get(':id.pdf')
  @ApiOperation({ summary: 'Rechnung oder Stornorechnung als PDF (ZUGFeRD), Byte für Byte wie per E-Mail versandt' })
  @ApiOkResponse({
    description: 'PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiNotFoundResponse(NOT_YOURS)
  @ApiConflictResponse(NOT_READY)
  pdf(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    return this.send(id, 'pdf', request, response);
  }

  @Get(':id.xml')
  @ApiOperation({
    summary: 'Die Rechnung als XML: XRechnung für Geschäftskunden, sonst die im PDF eingebettete CII-XML',
  })
  @ApiOkResponse({ description: 'XML', content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiNotFoundResponse(NOT_YOURS)
  @ApiConflictResponse(NOT_READY)
  xml(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    return this.send(id, 'xml', request, response);
  }

  private send(id: string, format: 'pdf' | 'xml', request: Request, response: Response) {
    const email = signedInEmail(request);
    return sendInvoiceFile(response, () =>
      this.downloads.file(id, format, (invoice) => paidForBy(this.bookings, invoice.booking_id, email)),
    );
  }
}
