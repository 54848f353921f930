import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { CertificatesModule } from '../certificates/certificates.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { WaitlistOffersModule } from '../waitlist/waitlist-offers.module';
import { AdminBookingCancellationService } from './admin/admin-booking-cancellation.service';
import { TransferRefundService } from './admin/transfer-refund.service';
import { AdminBookingsExportService } from './admin/admin-bookings-export.service';
import { AdminBookingsController } from './admin/admin-bookings.controller';
import { AdminOrdersController } from './admin/admin-orders.controller';
import { AdminOrdersRepository } from './admin/admin-orders.repository';
import { AdminBookingsService } from './admin/admin-bookings.service';
import { AdminStatsController } from './admin/admin-stats.controller';
import { AdminStatsService } from './admin/admin-stats.service';
import { BookingCancellationService } from './booking-cancellation.service';
import { BookingConfirmationService } from './booking-confirmation.service';
import { BookingRefundService } from './booking-refund.service';
import { BookingReleaseService } from './booking-release.service';
import { BookingsController } from './bookings.controller';
import { AdminBookingsRepository } from './admin/admin-bookings.repository';
import { AdminStatsRepository } from './admin/admin-stats.repository';
import { BookableCourseRepository } from './bookable-course.repository';
import { BookingsRepository } from './bookings.repository';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { DoublePaymentRefundService } from './double-payment-refund.service';
import { DoublePaymentRefundsRepository } from './double-payment-refunds.repository';
import { HoldExpiryService } from './hold-expiry.service';
import { OpenHoldsService } from './open-holds.service';
import { PaidBookingCancellationService } from './paid-booking-cancellation.service';
import { PendingBookingClosureService } from './pending-booking-closure.service';
import { PaidSessionRetryService } from './paid-session-retry.service';
import { Booking } from './booking.entity';
import { Order } from './order.entity';
import { OrderConfirmationMail } from './order-confirmation-mail';
import { OrdersRepository } from './orders.repository';

/** Seats and bookings: checkout, confirmation, cancellation, hold expiry and refunds. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Booking, Order]),
    AuditModule,
    CertificatesModule,
    DiscountsModule,
    InvoicesModule,
    PaymentGatewayModule,
    WaitlistOffersModule,
    MailModule,
  ],
  controllers: [
    CheckoutController,
    BookingsController,
    AdminBookingsController,
    AdminOrdersController,
    AdminStatsController,
  ],
  providers: [
    BookingsRepository,
    OrdersRepository,
    OrderConfirmationMail,
    BookableCourseRepository,
    BookingReleaseService,
    BookingRefundService,
    DoublePaymentRefundsRepository,
    DoublePaymentRefundService,
    BookingConfirmationService,
    BookingCancellationService,
    CheckoutService,
    HoldExpiryService,
    OpenHoldsService,
    PaidSessionRetryService,
    AdminBookingsService,
    AdminBookingCancellationService,
    TransferRefundService,
    PaidBookingCancellationService,
    PendingBookingClosureService,
    AdminBookingsExportService,
    AdminStatsService,
    AdminBookingsRepository,
    AdminStatsRepository,
    AdminOrdersRepository,
  ],
  // What the payments, worker, admin courses and 'Meine Buchungen' modules call.
  exports: [
    BookingsRepository,
    BookingReleaseService,
    BookingRefundService,
    DoublePaymentRefundService,
    BookingConfirmationService,
    HoldExpiryService,
    PaidSessionRetryService,
    AdminBookingsService,
    AdminBookingCancellationService,
    PaidBookingCancellationService,
    PendingBookingClosureService,
  ],
})
export class BookingsModule {}
