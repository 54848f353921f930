import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { LOGGER } from '../core/logging/logging.module';
import { PAYMENT_GATEWAY, PaymentGateway } from './payment-gateway';
import { createStripeClient, STRIPE_CLIENT } from './stripe/stripe-client';
import { StripeGateway } from './stripe/stripe.gateway';
import { StripeWebhook } from './stripe-webhook';
import { TestCheckoutGateway } from './test-checkout/test-checkout.gateway';
import { TestCheckoutSession } from './test-checkout/test-checkout-session.entity';
import { TestCheckoutRepository } from './test-checkout/test-checkout.repository';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
@Module({
  imports: [TypeOrmModule.forFeature([TestCheckoutSession])],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.stripe.secretKey ? createStripeClient(config.stripe) : null),
    },
    StripeGateway,
    StripeWebhook,
    TestCheckoutGateway,
    TestCheckoutRepository,
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, StripeGateway, TestCheckoutGateway, LOGGER],
      useFactory: (
        config: AppConfig,
        stripe: StripeGateway,
        test: TestCheckoutGateway,
        logger: Logger,
      ): PaymentGateway => {
        if (stripe.configured) return stripe;
        if (config.environment === 'production') {
          logger.warn('STRIPE_SECRET_KEY is not set: the built-in test checkout confirms bookings without any payment');
        }
        return test;
      },
    },
  ],
  exports: [PAYMENT_GATEWAY, StripeWebhook, TestCheckoutGateway, TestCheckoutRepository],
})
export class PaymentGatewayModule {}
