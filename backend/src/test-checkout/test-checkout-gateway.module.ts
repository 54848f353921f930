import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TEST_PAYMENT_GATEWAY } from '../payment-gateway/payment-gateway';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestCheckoutGateway } from './test-checkout.gateway';
import { TestCheckoutRepository } from './test-checkout.repository';

/**
 * The built-in checkout as the payment gateway used without STRIPE_SECRET_KEY. Global so that
 * payment-gateway/ can fall back to it without importing this feature, which sits above it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([TestCheckoutSession])],
  providers: [
    TestCheckoutGateway,
    TestCheckoutRepository,
    { provide: TEST_PAYMENT_GATEWAY, useExisting: TestCheckoutGateway },
  ],
  exports: [TEST_PAYMENT_GATEWAY, TestCheckoutGateway, TestCheckoutRepository],
})
export class TestCheckoutGatewayModule {}
