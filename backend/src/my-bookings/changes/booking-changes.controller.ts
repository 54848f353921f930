import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { PAYER_ONLY_MESSAGES } from '@mpb/domain';
import { selfServiceActorOf } from '../../audit/self-service-actor';
import { ApiZodBody, ApiZodOkResponse } from '../../core/http/api-document';
import { parseBody } from '../../core/http/parse-body';
import { RateLimited } from '../../core/http/rate-limit.guard';
import { uuidOr404 } from '../../core/http/uuid-param';
import { NOT_YOUR_BOOKING_MESSAGE, NOT_YOUR_ORDER_MESSAGE, PAYER_ONLY, signedInEmail } from '../owned-booking';
import {
  BookingChangeResponse,
  bookingChangeResponseSchema,
  RebookOptions,
  rebookOptionsSchema,
  rebookRequestSchema,
  substituteRequestSchema,
} from './dto/booking-changes.dto';
import { RebookOptionsService } from './rebook-options.service';
import { RebookingService } from './rebooking.service';
import { SubstitutionService } from './substitution.service';

/** 'Meine Buchungen': rebook and name a substitute, for bookings the signed-in address paid for. */
@ApiTags('Meine Buchungen')
@Controller('me/bookings')
export class BookingChangesController {
  constructor(
    private readonly rebooking: RebookingService,
    private readonly rebookOptions: RebookOptionsService,
    private readonly substitution: SubstitutionService,
  ) {}

  @Get(':id/rebook-options')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Termine, auf die diese Buchung jetzt umgebucht werden kann',
    description:
      'Dieselben Prüfungen wie beim Umbuchen (gleicher Bruttopreis, aktiv, nicht begonnen, nicht schon gebucht) und ein freier Platz. Ist Umbuchen gerade nicht möglich, ist die Liste leer und closedReason nennt den Grund.',
  })
  @ApiZodOkResponse(rebookOptionsSchema)
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse({ description: "'Diese Buchung wurde nicht gefunden.'" })
  options(@Param('id') id: string, @Req() request: Request): Promise<RebookOptions> {
    const email = signedInEmail(request);
    return this.rebookOptions.options(uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE), email);
  }

  @Post(':id/rebook')
  @HttpCode(200)
  @RateLimited('my-booking-change', { emailFields: [] })
  @ApiOperation({
    summary: 'Umbuchen auf einen anderen Termin zum gleichen Preis (bis 14 Tage vor Kursbeginn)',
    description:
      'Nimmt den neuen Platz und gibt den alten (zuerst an die Warteliste) in einer Transaktion frei; sonst ändert sich nichts.',
  })
  @ApiZodBody(rebookRequestSchema)
  @ApiZodOkResponse(bookingChangeResponseSchema)
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse({ description: "'Diese Buchung wurde nicht gefunden.'" })
  @ApiConflictResponse({ description: "Ausgebucht, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten" })
  async rebook(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
  ): Promise<BookingChangeResponse> {
    const email = signedInEmail(request);
    uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE);
    const { courseId } = parseBody(rebookRequestSchema, body);
    return { message: await this.rebooking.rebook(id, selfServiceActorOf(request, email), courseId) };
  }

  @Post(':id/substitute')
  @HttpCode(200)
  @RateLimited('my-booking-change', { emailFields: [] })
  @ApiOperation({
    summary: 'Ersatzperson benennen (bis Kursbeginn)',
    description:
      'Der Platz geht an die Ersatzperson; wer gebucht hat, bleibt Zahler/in und verwaltet die Buchung weiter.',
  })
  @ApiZodBody(substituteRequestSchema)
  @ApiZodOkResponse(bookingChangeResponseSchema)
  @ApiBadRequestResponse({ description: 'Ungültige Angaben, mit Meldungen je Feld' })
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse({ description: "'Diese Buchung wurde nicht gefunden.'" })
  @ApiConflictResponse({ description: "Bereits gebucht, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten" })
  async substitute(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
  ): Promise<BookingChangeResponse> {
    const email = signedInEmail(request);
    uuidOr404(id, NOT_YOUR_BOOKING_MESSAGE);
    const substitute = parseBody(substituteRequestSchema, body);
    return { message: await this.substitution.substitute(id, selfServiceActorOf(request, email), substitute) };
  }
}

/** 'Meine Buchungen': rebook a buyer's whole order (DECISIONS 34). */
@ApiTags('Meine Buchungen')
@Controller('me/orders')
export class OrderChangesController {
  constructor(private readonly rebooking: RebookingService) {}

  @Post(':id/rebook')
  @HttpCode(200)
  @RateLimited('my-booking-change', { emailFields: [] })
  @ApiOperation({
    summary: 'Alle bestätigten Plätze einer Bestellung auf einen anderen Termin zum gleichen Preis umbuchen',
    description:
      'Nur für den Käufer. Nimmt die neuen Plätze alle zusammen oder keinen und gibt die alten (zuerst an die Warteliste) in einer Transaktion frei; die Rechnung wird storniert und neu ausgestellt. Sind alle Plätze bereits storniert, ändert sich nichts (409).',
  })
  @ApiZodBody(rebookRequestSchema)
  @ApiZodOkResponse(bookingChangeResponseSchema)
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  @ApiForbiddenResponse(PAYER_ONLY(PAYER_ONLY_MESSAGES.change))
  @ApiNotFoundResponse({ description: `'${NOT_YOUR_ORDER_MESSAGE}'` })
  @ApiConflictResponse({
    description: "Bereits storniert, zu wenige freie Plätze, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten",
  })
  async rebook(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
  ): Promise<BookingChangeResponse> {
    const email = signedInEmail(request);
    const orderId = uuidOr404(id, NOT_YOUR_ORDER_MESSAGE);
    const { courseId } = parseBody(rebookRequestSchema, body);
    return { message: await this.rebooking.rebookOrder(orderId, selfServiceActorOf(request, email), courseId) };
  }
}
