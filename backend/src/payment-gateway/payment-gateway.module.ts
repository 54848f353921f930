import { Module } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { PAYMENT_GATEWAY, PaymentGateway, TEST_PAYMENT_GATEWAY } from './payment-gateway';
import { createStripeClient, STRIPE_CLIENT } from './stripe/stripe-client';
import { StripeGateway } from './stripe/stripe.gateway';
import { StripeWebhook } from './stripe-webhook';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
@Module({
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.stripe.secretKey ? createStripeClient(config.stripe) : null),
    },
    StripeGateway,
    StripeWebhook,
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, StripeGateway, TEST_PAYMENT_GATEWAY, LOGGER],
      useFactory: (config: AppConfig, stripe: StripeGateway, test: PaymentGateway, logger: Logger): PaymentGateway => {
        if (stripe.configured) return stripe;
        if (config.environment === 'production') {
          logger.warn('STRIPE_SECRET_KEY is not set: the built-in test checkout confirms bookings without any payment');
        }
        return test;
      },
    },
  ],
  exports: [PAYMENT_GATEWAY, StripeWebhook],
})
export class PaymentGatewayModule {}
