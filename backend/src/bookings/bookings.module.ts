import { Module } from '@nestjs/common';
import { DiscountsModule } from '../discounts/discounts.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { WaitlistOffersModule } from '../waitlist/waitlist-offers.module';
import { BookingCancellationService } from './booking-cancellation.service';
import { BookingConfirmationService } from './booking-confirmation.service';
import { BookingRefundService } from './booking-refund.service';
import { BookingReleaseService } from './booking-release.service';
import { BookingsController } from './bookings.controller';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { HoldExpiryService } from './hold-expiry.service';
import { OpenHoldsService } from './open-holds.service';

/** Seats and bookings: checkout, confirmation, cancellation, hold expiry and refunds. */
@Module({
  imports: [DiscountsModule, PaymentGatewayModule, WaitlistOffersModule],
  controllers: [CheckoutController, BookingsController],
  providers: [
    BookingReleaseService,
    BookingRefundService,
    BookingConfirmationService,
    BookingCancellationService,
    CheckoutService,
    HoldExpiryService,
    OpenHoldsService,
  ],
  // What the payments and worker modules call.
  exports: [BookingReleaseService, BookingRefundService, BookingConfirmationService, HoldExpiryService],
})
export class BookingsModule {}
