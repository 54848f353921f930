import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { PaymentVerificationController } from './payment-verification.controller';
import { PaymentVerificationService } from './payment-verification.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { TestCheckoutController } from './test-checkout/test-checkout.controller';

/** Payment results coming back: Stripe webhooks, verify-payment and the built-in test checkout. */
@Module({
  imports: [BookingsModule, PaymentGatewayModule],
  controllers: [StripeWebhookController, PaymentVerificationController, TestCheckoutController],
  providers: [PaymentEventsService, PaymentVerificationService],
  exports: [PaymentEventsService],
})
export class PaymentsModule {}
