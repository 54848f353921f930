import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PAYER_ONLY_MESSAGES } from '@mpb/domain';
import { CALENDAR_CONTENT_TYPE } from '@mpb/emails';
import { selfServiceActorOf } from '../audit/self-service-actor';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { uuidOr404 } from '../core/http/uuid-param';
import {
  myBookingCancelResponseSchema,
  myBookingCancelSchema,
  myBookingsSchema,
  MyBookingCancelResponseDto,
  MyBookingsDto,
  myOrdersSchema,
  MyOrdersDto,
} from './dto/my-booking.dto';
import { MyBookingCancellationService } from './my-booking-cancellation.service';
import { MyBookingsService, NO_CERTIFICATE_MESSAGE } from './my-bookings.service';
import { NOT_YOUR_BOOKING_MESSAGE, NOT_YOUR_ORDER_MESSAGE, PAYER_ONLY, signedInEmail } from './owned-booking';

const SIGNED_IN = { description: "'Bitte melden Sie sich an.'" };
const NOT_YOURS = { description: `'${NOT_YOUR_BOOKING_MESSAGE}' (auch für Buchungen anderer Adressen)` };

/** 'Meine Buchungen' (DECISIONS 31): the signed-in address's bookings and what it may do with them. */
@ApiTags('Meine Buchungen')
@Controller('me/bookings')
export class MyBookingsController {
  constructor(
    private readonly bookings: MyBookingsService,
    private readonly cancellation: MyBookingCancellationService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Buchungen der angemeldeten Adresse (als Teilnehmende oder Zahlende), kommende zuerst' })
  @ApiZodOkResponse(myBookingsSchema)
  @ApiUnauthorizedResponse(SIGNED_IN)
  list(@Req() request: Request): Promise<MyBookingsDto> {
    return this.bookings.list(signedInEmail(request));
  }

  @Get(':id/calendar.ics')
  @ApiOperation({ summary: 'Kalenderdatei des Termins (dieselbe UID wie in der Bestätigung)' })
  @ApiOkResponse({ description: 'iCalendar-Datei', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiNotFoundResponse(NOT_YOURS)
  async calendar(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const email = signedInEmail(request);
    const file = await this.bookings.calendarFile(uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE), email);
    response.setHeader('Content-Type', CALENDAR_CONTENT_TYPE);
    response.setHeader('Content-Disposition', 'attachment; filename="kurstermin.ics"');
    response.setHeader('Cache-Control', 'no-store');
    response.send(file);
  }

  @Get(':id/certificate.pdf')
  @ApiOperation({ summary: 'Teilnahmezertifikat als PDF (dasselbe wie in der Zertifikatsmail)' })
  @ApiOkResponse({ description: 'PDF-Datei', content: { 'application/pdf': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiNotFoundResponse({ description: `${NOT_YOURS.description}; '${NO_CERTIFICATE_MESSAGE}'` })
  async certificate(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const email = signedInEmail(request);
    const { fileName, pdf } = await this.bookings.certificate(uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE), email);
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(pdf);
  }

  @Get(':id/receipt')
  @ApiOperation({
    summary: 'Zahlungsbeleg (HTML, druckbar) mit Anbieter, Betrag, enthaltener Umsatzsteuer und Zahlenden',
  })
  @ApiOkResponse({ description: 'HTML-Seite', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.receipt))
  @ApiNotFoundResponse(NOT_YOURS)
  async receipt(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const email = signedInEmail(request);
    const html = await this.bookings.receipt(uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE), email);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    response.send(html);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimited('my-bookings-cancel', { emailFields: [] })
  @ApiOperation({
    summary:
      'Bestätigte Buchung vor Kursbeginn stornieren; Erstattung nach AGB oder Widerruf, über den Zahlungsanbieter',
    description:
      'Der Platz geht zuerst an die Warteliste; die Stornierungsmail nennt den Betrag. Lehnt der Zahlungsanbieter ab, bleibt die Buchung bestätigt (409) und wird für das Team markiert.',
  })
  @ApiZodBody(myBookingCancelSchema)
  @ApiZodOkResponse(myBookingCancelResponseSchema)
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse(NOT_YOURS)
  @ApiConflictResponse({ description: 'Nicht (mehr) stornierbar, oder die Erstattung wurde abgelehnt' })
  cancel(@Param('id') id: string, @Body() body: unknown, @Req() request: Request): Promise<MyBookingCancelResponseDto> {
    const email = signedInEmail(request);
    const bookingId = uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE);
    parseBody(myBookingCancelSchema, body ?? {});
    return this.cancellation.cancel(bookingId, selfServiceActorOf(request, email));
  }
}

/** 'Meine Buchungen' by order (DECISIONS 34): a buyer's order with its participants and invoices. */
@ApiTags('Meine Buchungen')
@Controller('me/orders')
export class MyOrdersController {
  constructor(
    private readonly bookings: MyBookingsService,
    private readonly cancellation: MyBookingCancellationService,
  ) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimited('my-bookings-cancel', { emailFields: [] })
  @ApiOperation({
    summary: 'Alle bestätigten Plätze einer Bestellung vor Kursbeginn stornieren, jeden nach AGB oder Widerruf',
    description:
      'Nur für den Käufer. Ist ein Platz nicht (mehr) stornierbar oder sind alle Plätze bereits storniert, ändert sich nichts (409). Jede Stornierung erstattet und stellt ihre Stornorechnung aus.',
  })
  @ApiZodBody(myBookingCancelSchema)
  @ApiZodOkResponse(myBookingCancelResponseSchema)
  @ApiUnauthorizedResponse(SIGNED_IN)
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse({ description: "'Diese Bestellung wurde nicht gefunden.'" })
  @ApiConflictResponse({
    description: 'Bereits storniert, nicht (mehr) stornierbar, oder eine Erstattung wurde abgelehnt',
  })
  cancel(@Param('id') id: string, @Body() body: unknown, @Req() request: Request): Promise<MyBookingCancelResponseDto> {
    const email = signedInEmail(request);
    const orderId = uuidOr404(id, NOT_YOUR_ORDER_MESSAGE);
    parseBody(myBookingCancelSchema, body ?? {});
    return this.cancellation.cancelOrder(orderId, selfServiceActorOf(request, email));
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Bestellungen der angemeldeten Adresse mit ihren Plätzen und Rechnungen, kommende Termine zuerst',
  })
  @ApiZodOkResponse(myOrdersSchema)
  @ApiUnauthorizedResponse(SIGNED_IN)
  list(@Req() request: Request): Promise<MyOrdersDto> {
    return this.bookings.orders(signedInEmail(request));
  }
}
