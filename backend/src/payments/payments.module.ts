import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { PaymentEventsService } from './payment-events.service';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { PaymentVerificationController } from './payment-verification.controller';
import { PaymentVerificationService } from './payment-verification.service';
import { PaymentRepository } from './payment.repository';
import { StripeWebhookController } from './stripe-webhook.controller';
import { ProcessedWebhookEvent } from './processed-webhook-event.entity';

/** Payment results coming back: Stripe webhooks and verify-payment. */
@Module({
  imports: [TypeOrmModule.forFeature([ProcessedWebhookEvent]), BookingsModule, PaymentGatewayModule],
  controllers: [StripeWebhookController, PaymentVerificationController],
  providers: [PaymentEventsService, PaymentVerificationService, PaymentRepository],
  exports: [PaymentEventsService],
})
export class PaymentsModule {}
