import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { CertificatesModule } from '../certificates/certificates.module';
import { MyBillingDetailsController } from './my-billing-details.controller';
import { InvoicesModule } from '../invoices/invoices.module';
import { MyBookingCancellationService } from './my-booking-cancellation.service';
import { MyBookingsController, MyOrdersController } from './my-bookings.controller';
import { MyBookingsRepository } from './my-bookings.repository';
import { MyBookingsService } from './my-bookings.service';
import { MyInvoicesController } from './my-invoices.controller';

/** 'Meine Buchungen': a signed-in participant's or payer's own bookings (DECISIONS 31). */
@Module({
  imports: [BookingsModule, CertificatesModule, InvoicesModule],
  controllers: [MyBookingsController, MyOrdersController, MyBillingDetailsController, MyInvoicesController],
  providers: [MyBookingsRepository, MyBookingsService, MyBookingCancellationService],
  exports: [MyBookingsRepository],
})
export class MyBookingsModule {}
