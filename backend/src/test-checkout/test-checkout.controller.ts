import { SITE_PATHS, siteUrl } from '@mpb/domain';
import { Controller, Get, Inject, Param, Post, Res } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Logger } from 'pino';
import { PaidSessionRetryService } from '../bookings/paid-session-retry.service';
import { LOGGER } from '../core/logging/logging.module';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { apiErrorSchema, apiSchemaRef } from '../core/http/api-schemas';
import { PaymentEventsService } from '../payments/payment-events.service';
import { PAYMENT_GATEWAY, PaymentGateway } from '../payment-gateway/payment-gateway';
import { renderTestCheckoutPage } from './test-checkout-page';
import { PaymentSessionNotFoundError } from '../payment-gateway/payment-gateway';
import { TestCheckoutGateway } from './test-checkout.gateway';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestCheckoutRepository } from './test-checkout.repository';

const NO_TEST_SESSION = {
  schema: apiSchemaRef(apiErrorSchema),
  description: "'Diese Zahlungssitzung gibt es nicht.' ('Nicht gefunden.', wenn Stripe konfiguriert ist)",
};

/**
 * The built-in checkout pages (only without STRIPE_SECRET_KEY). 'Bezahlen' confirms through the
 * same code as a Stripe payment and returns to the success URL; 'Abbrechen' returns to the cancel
 * URL, where the cancel page cancels the booking just as after Stripe.
 */
@ApiTags('Testmodus')
@Controller('test-checkout')
export class TestCheckoutController {
  constructor(
    private readonly testCheckout: TestCheckoutGateway,
    private readonly events: PaymentEventsService,
    private readonly sessions: TestCheckoutRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly retries: PaidSessionRetryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get(':sessionId')
  @ApiOperation({ summary: 'Test-Checkout-Seite (HTML) mit Bezahlen und Abbrechen' })
  @ApiOkResponse({ description: 'Die HTML-Seite', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse(NO_TEST_SESSION)
  async page(@Param('sessionId') sessionId: string, @Res() response: Response) {
    const session = await this.find(sessionId, response);
    if (session) await this.render(response, session);
  }

  @Post(':sessionId/pay')
  @ApiOperation({ summary: "Test-Checkout 'Bezahlen': bestätigt die Buchung und leitet zur Erfolgsseite weiter" })
  @ApiResponse({ status: 303, description: 'Weiterleitung zur Erfolgsseite (success_url)' })
  @ApiGoneResponse({
    description: 'Die Sitzung ist abgelaufen: die HTML-Seite mit Hinweis',
    content: { 'text/html': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse(NO_TEST_SESSION)
  async pay(@Param('sessionId') sessionId: string, @Res() response: Response) {
    const session = await this.find(sessionId, response);
    if (!session) return;
    const paid = await this.testCheckout.pay(sessionId);
    if (paid.status !== 'complete') return this.render(response, await this.testCheckout.find(sessionId), 410);
    try {
      await this.events.sessionPaid(paid);
    } catch (error) {
      // The customer has paid: the success page says the booking is being confirmed, and it is as soon as the database answers.
      this.logger.error(
        { err: error, sessionId, bookingId: session.booking_id },
        'paid session could not be confirmed yet; retrying',
      );
      await this.retries.schedule(sessionId, session.booking_id).catch((queueError: unknown) => {
        // Redis too: the success page's verify-payment or the hold sweep confirms it later.
        this.logger.error({ err: queueError, sessionId }, 'could not queue the confirmation of a paid session');
      });
    }
    response.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)));
  }

  @Post(':sessionId/cancel')
  @ApiOperation({ summary: "Test-Checkout 'Abbrechen': leitet zur Abbruchseite weiter" })
  @ApiResponse({ status: 303, description: 'Weiterleitung zur Abbruchseite (cancel_url)' })
  @ApiNotFoundResponse(NO_TEST_SESSION)
  async cancel(@Param('sessionId') sessionId: string, @Res() response: Response) {
    const session = await this.find(sessionId, response);
    if (session) response.redirect(303, session.cancel_url);
  }

  private async find(sessionId: string, response: Response): Promise<TestCheckoutSession | null> {
    if (this.gateway.provider !== 'test') {
      response.status(404).json({ error: 'Nicht gefunden.' });
      return null;
    }
    try {
      return await this.testCheckout.find(sessionId);
    } catch (error) {
      if (!(error instanceof PaymentSessionNotFoundError)) throw error;
      response.status(404).json({ error: 'Diese Zahlungssitzung gibt es nicht.' });
      return null;
    }
  }

  private async render(response: Response, session: TestCheckoutSession, status = 200) {
    const customerName = await this.sessions.customerNameOf(session.booking_id);
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(
        renderTestCheckoutPage({
          session,
          customerName,
          siteName: this.config.site.name,
          backUrl: siteUrl(this.config.publicUrl, SITE_PATHS.courses),
        }),
      );
  }
}
