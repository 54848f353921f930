import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { stripeWebhookResultSchema } from './dto/stripe-webhook.dto';
import { PaymentEventsService, WebhookResult } from './payment-events.service';
import { StripeWebhook, WebhookSignatureError } from '../payment-gateway/stripe-webhook';

const INVALID_SIGNATURE_MESSAGE = 'Ungültige Webhook-Signatur.';

@ApiTags('Buchung und Zahlung')
@Controller('webhooks')
export class StripeWebhookController {
  constructor(
    private readonly stripe: StripeWebhook,
    private readonly events: PaymentEventsService,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe-Webhooks (Rohdaten, Signatur geprüft)',
    description:
      'checkout.session.completed, async_payment_succeeded, async_payment_failed und expired; jede Event-ID wirkt genau einmal.',
  })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiZodOkResponse(stripeWebhookResultSchema)
  @ApiBadRequestResponse({ description: "'Ungültige Webhook-Signatur.'" })
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; result: WebhookResult }> {
    if (!this.stripe.configured) throw ApiError.badRequest('Stripe ist nicht konfiguriert.');
    let event;
    try {
      event = this.stripe.verify(request.rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw ApiError.badRequest(INVALID_SIGNATURE_MESSAGE);
      throw error;
    }
    return { received: true, result: await this.events.applyStripeEvent(event) };
  }
}
