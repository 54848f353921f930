import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { clientIp } from '../core/http/client-ip';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { CheckoutService } from './checkout.service';
import { checkoutCrossFieldChecks, checkoutRequestSchema, CheckoutResponseDto, checkoutResponseSchema } from './dto/checkout-request.dto';

@ApiTags('Buchung und Zahlung')
@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post()
  @HttpCode(200)
  @RateLimited('checkout')
  @ApiOperation({
    summary: 'create-checkout-session: reserviert einen Platz und öffnet den Bezahlvorgang',
    description:
      'Der Preis wird auf dem Server berechnet; selectedPrice muss übereinstimmen. Der Platz bleibt 30 Minuten reserviert. ' +
      'Eine zweite Anfrage derselben E-Mail-Adresse für denselben Kurs erhält den offenen Bezahlvorgang zurück (gleiche bookingId); ' +
      'je IP-Adresse sind höchstens MAX_OPEN_HOLDS_PER_IP unbezahlte Reservierungen offen (sonst 429).',
  })
  @ApiZodBody(checkoutRequestSchema)
  @ApiZodOkResponse(checkoutResponseSchema)
  @ApiBadRequestResponse({ description: "{ error: 'Ungültige Daten: ...', fields: { customerName: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)', ... } }" })
  @ApiNotFoundResponse({ description: 'Kurstermin nicht gefunden' })
  @ApiConflictResponse({ description: 'Ausgebucht, Preis geändert, Discount-Limit erreicht oder Termin nicht mehr buchbar' })
  @ApiServiceUnavailableResponse({ description: 'Zahlungsdienst nicht erreichbar; der Platz wurde wieder freigegeben' })
  create(@Body() body: unknown, @Req() request: Request): Promise<CheckoutResponseDto> {
    return this.checkout.createCheckout(parseBody(checkoutRequestSchema, body, checkoutCrossFieldChecks), { ip: clientIp(request) });
  }
}
