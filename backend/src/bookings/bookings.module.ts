import { Module } from '@nestjs/common';
import { DiscountsModule } from '../discounts/discounts.module';
import { PaymentGatewayModule } from '../payments/payment-gateway.module';
import { BookingCancellationService } from './booking-cancellation.service';
import { BookingConfirmationService } from './booking-confirmation.service';
import { BookingRefundService } from './booking-refund.service';
import { BookingReleaseService } from './booking-release.service';
import { BookingsController } from './bookings.controller';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { HeldSeatClaims } from './held-seat-claims';
import { HoldExpiryService } from './hold-expiry.service';
import { SeatInventoryService } from './seat-inventory.service';

/** Seats and bookings: checkout, confirmation, cancellation, hold expiry and refunds. */
@Module({
  imports: [DiscountsModule, PaymentGatewayModule],
  controllers: [CheckoutController, BookingsController],
  providers: [
    SeatInventoryService,
    BookingReleaseService,
    BookingRefundService,
    BookingConfirmationService,
    BookingCancellationService,
    CheckoutService,
    HeldSeatClaims,
    HoldExpiryService,
  ],
  // What the payments, waitlist and worker modules call.
  exports: [SeatInventoryService, BookingReleaseService, BookingRefundService, BookingConfirmationService, HeldSeatClaims, HoldExpiryService],
})
export class BookingsModule {}
