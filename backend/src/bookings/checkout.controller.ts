import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { getAuthSession } from '../core/http/auth-session';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { clientIp } from '../core/http/client-ip';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { checkoutOwnerProof, setResumeCookie } from './checkout-owner';
import { CheckoutService } from './checkout.service';
import {
  checkoutCrossFieldChecks,
  checkoutRequestSchema,
  CheckoutResponseDto,
  checkoutResponseSchema,
} from './dto/checkout-request.dto';

@ApiTags('Buchung und Zahlung')
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimited('checkout')
  @ApiOperation({
    summary: 'create-checkout-session: reserviert je teilnehmender Person einen Platz und öffnet den Bezahlvorgang',
    description:
      'Der Preis wird auf dem Server berechnet; selectedPrice muss übereinstimmen. Alle Plätze der Bestellung werden zusammen ' +
      'reserviert oder keiner (409 „Nur noch 2 Plätze frei …“); sie bleiben 30 Minuten reserviert, ein Bezahlvorgang gilt für alle. ' +
      'Eine zweite Anfrage derselben E-Mail-Adresse für denselben Kurs erhält den offenen Bezahlvorgang nur zurück (gleiche bookingId), ' +
      'wenn sie aus demselben Browser kommt (httpOnly-Cookie) oder mit dieser Adresse angemeldet ist; sonst 409, und die Adresse erhält ' +
      'höchstens alle 10 Minuten eine E-Mail mit dem Link zum Abschließen der Zahlung. ' +
      'Je IP-Adresse sind höchstens MAX_OPEN_HOLDS_PER_IP unbezahlte Bestellungen offen (sonst 429).',
  })
  @ApiZodBody(checkoutRequestSchema)
  @ApiZodOkResponse(checkoutResponseSchema)
  @ApiBadRequestResponse({
    description:
      "{ error: 'Ungültige Daten: ...', fields: { customerName: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)', ... } }",
  })
  @ApiNotFoundResponse({ description: 'Kurstermin nicht gefunden' })
  @ApiConflictResponse({
    description:
      'Ausgebucht, Preis geändert, Discount-Limit erreicht, Termin nicht mehr buchbar oder für diese E-Mail-Adresse bereits eine Buchung offen',
  })
  @ApiServiceUnavailableResponse({
    description:
      'Zahlungsdienst nicht erreichbar (der Platz wurde wieder freigegeben) oder Dienst ausgelastet; mit Retry-After',
  })
  async create(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckoutResponseDto> {
    const proof = checkoutOwnerProof(request, getAuthSession(request)?.email ?? null);
    const result = await this.checkout.createCheckout(
      parseBody(checkoutRequestSchema, body, checkoutCrossFieldChecks),
      { ip: clientIp(request), proof },
    );
    // The cookie outlives the hold a little; the server decides whether the hold is still open.
    if (result.resumeToken)
      setResumeCookie(
        response,
        this.config,
        result.bookingId,
        result.resumeToken,
        (this.config.checkout.holdMinutes + 5) * 60_000,
      );
    return { url: result.url, orderId: result.orderId, bookingIds: result.bookingIds, bookingId: result.bookingId };
  }
}
