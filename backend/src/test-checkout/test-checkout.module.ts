import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { PaymentsModule } from '../payments/payments.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { TestCheckoutController } from './test-checkout.controller';

/** The built-in checkout's pages, which confirm a payment through the same code as a Stripe webhook. */
@Module({
  imports: [BookingsModule, PaymentsModule, PaymentGatewayModule],
  controllers: [TestCheckoutController],
})
export class TestCheckoutModule {}
