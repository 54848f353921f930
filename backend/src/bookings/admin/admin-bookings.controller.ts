import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { ApiZodBody, ApiZodOkResponse } from '../../core/http/api-document';
import { ApiError } from '../../core/http/api-error';
import { parseBody } from '../../core/http/parse-body';
import { BOOKING_NOT_FOUND_MESSAGE } from '../booking-cancellation.service';
import { actorOf } from '../../audit/admin-actor';
import { BOOKING_LIST, parseFilter } from './admin-bookings.repository';
import { AdminBookingCancellationService } from './admin-booking-cancellation.service';
import { TransferRefundService } from './transfer-refund.service';
import { AdminBookingsExportService } from './admin-bookings-export.service';
import { AdminBookingsService, bulkCancelMessage } from './admin-bookings.service';
import {
  AdminBookingRow,
  adminBookingRowSchema,
  bookingDeletedResponseSchema,
  cancelAllPendingResponseSchema,
  cancelAllPendingSchema,
  cancelBookingByAdminResponseSchema,
  cancelBookingByAdminSchema,
  confirmBookingResponseSchema,
  refundProposalSchema,
  resendBookingEmailResponseSchema,
  resendBookingEmailSchema,
} from './dto/admin-booking.dto';

const FILTER = '{ q, booking_status, course_id, age: under_24h|older_24h|older_7d, needs_review, id: [], orderId }';
const FILTER_QUERY = { name: 'filter', required: false, description: `JSON: ${FILTER}` };

/** react-admin's bookings resource (ra-data-simple-rest) and the booking actions; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(
    private readonly bookings: AdminBookingsService,
    private readonly cancellation: AdminBookingCancellationService,
    private readonly exports: AdminBookingsExportService,
    private readonly transferRefunds: TransferRefundService,
  ) {}

  @AdminList(BOOKING_LIST, {
    summary: 'Buchungsliste: Suche, Filter, Sortierung, Seiten (Content-Range)',
    filter: FILTER,
    sort: '["created_at","DESC"]; ["order_id","DESC"]: nach Bestellung, ihre Buchungen beieinander',
    row: adminBookingRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminBookingRow>> {
    return this.bookings.list(parseAdminList(BOOKING_LIST, query));
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'CSV-Export aller gefilterten Buchungen (UTF-8 mit BOM, Semikolon, Dezimalkomma)' })
  @ApiQuery(FILTER_QUERY)
  @ApiOkResponse({ description: 'CSV-Datei', content: { 'text/csv': { schema: { type: 'string' } } } })
  async exportCsv(@Query('filter') rawFilter: unknown, @Res() response: Response): Promise<void> {
    const filter = parseFilter(rawFilter);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${this.exports.fileName()}"`);
    response.setHeader('Cache-Control', 'no-store');
    await this.exports.write(filter, response);
  }

  @Post('cancel-all-pending')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Alle ausstehenden Buchungen stornieren',
    description:
      "Jede ausstehende Buchung wird storniert, ihr Platz frei und die Kundin oder der Kunde erhält die Stornomail. message: '{n} ausstehende Buchungen storniert'; ohne ausstehende Buchungen cancelledCount 0 und 'Keine ausstehenden Buchungen'.",
  })
  @ApiZodBody(cancelAllPendingSchema)
  @ApiZodOkResponse(cancelAllPendingResponseSchema)
  async cancelAllPending(@Body() body: unknown, @Req() request: Request) {
    parseBody(cancelAllPendingSchema, body ?? {});
    const cancelledCount = await this.bookings.cancelAllPending(actorOf(request));
    return {
      cancelledCount,
      message: bulkCancelMessage(cancelledCount),
    };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Eine Buchung' })
  @ApiZodOkResponse(adminBookingRowSchema)
  @ApiNotFoundResponse({ description: "'Buchung nicht gefunden.' (auch für entfernte Buchungen)" })
  one(@Param('id') id: string) {
    return this.bookings.row(bookingId(id));
  }

  @Get(':id/refund-proposal')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Erstattungsvorschlag nach AGB für die Stornierung einer bestätigten Buchung' })
  @ApiZodOkResponse(refundProposalSchema)
  @ApiConflictResponse({ description: 'Buchung ist nicht bestätigt' })
  refundProposal(@Param('id') id: string) {
    return this.cancellation.proposal(bookingId(id));
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ausstehende Buchung manuell bestätigen',
    description:
      "Sendet die Mail 'Manuelle Bestätigung'. emailDelivery sagt, ob sie hinausging; 'failed' heißt: Buchung bestätigt, aber E-Mail-Versand fehlgeschlagen.",
  })
  @ApiZodOkResponse(confirmBookingResponseSchema)
  @ApiConflictResponse({
    description: "'Bestätigung fehlgeschlagen: …' oder 'Bestätigung nicht möglich: …' (Person nach DSGVO gelöscht)",
  })
  confirm(@Param('id') id: string, @Req() request: Request) {
    return this.bookings.confirm(bookingId(id), actorOf(request));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bestätigte Buchung stornieren und erstatten',
    description:
      'refundCents: 0 bis zum bezahlten Betrag, ohne Angabe der Vorschlag nach AGB. Der Platz geht zuerst an die Warteliste; die Stornomail nennt die Erstattung.',
  })
  @ApiZodBody(cancelBookingByAdminSchema)
  @ApiZodOkResponse(cancelBookingByAdminResponseSchema)
  @ApiBadRequestResponse({ description: 'Erstattungsbetrag außerhalb 0 bis bezahlter Betrag' })
  @ApiConflictResponse({
    description: "'Stornierung fehlgeschlagen: …' oder 'Stornierung nicht möglich: …' (Person nach DSGVO gelöscht)",
  })
  cancel(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = bookingId(id);
    return this.cancellation.cancel(valid, parseBody(cancelBookingByAdminSchema, body), actorOf(request));
  }

  @Post(':id/refund-transferred')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Erstattung per Überweisung als erledigt markieren',
    description:
      "Für eine stornierte, per Überweisung bezahlte Buchung (review_reason 'refund_by_transfer'): Der Betrag refunded_amount wurde zurücküberwiesen. Die Buchung gilt danach als (teilweise) erstattet; 'Prüfen nötig' entfällt.",
  })
  @ApiZodOkResponse(adminBookingRowSchema)
  @ApiConflictResponse({ description: "'Für diese Buchung ist keine Erstattung per Überweisung offen.'" })
  async refundTransferred(@Param('id') id: string, @Req() request: Request) {
    const valid = bookingId(id);
    await this.transferRefunds.markTransferred(valid, actorOf(request));
    return this.bookings.row(valid);
  }

  @Post(':id/resend-email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Buchungs-E-Mail (erneut) senden',
    description: "emailDelivery 'failed': 'E-Mail-Versand fehlgeschlagen'.",
  })
  @ApiZodBody(resendBookingEmailSchema)
  @ApiZodOkResponse(resendBookingEmailResponseSchema)
  @ApiConflictResponse({ description: "'E-Mail-Versand nicht möglich: …' (Person nach DSGVO gelöscht)" })
  async resendEmail(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = bookingId(id);
    const { type, message } = parseBody(resendBookingEmailSchema, body);
    return {
      bookingId: valid,
      emailDelivery: await this.bookings.resendEmail(valid, type, message || undefined, actorOf(request)),
    };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Stornierte oder fehlgeschlagene Buchung entfernen (weich: bleibt für die Buchhaltung)' })
  @ApiZodOkResponse(bookingDeletedResponseSchema)
  @ApiConflictResponse({ description: "'Entfernung fehlgeschlagen: …'" })
  async remove(@Param('id') id: string, @Req() request: Request) {
    const valid = bookingId(id);
    await this.bookings.softDelete(valid, actorOf(request));
    return { id: valid, deleted: true as const };
  }
}

function bookingId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
  return id;
}
