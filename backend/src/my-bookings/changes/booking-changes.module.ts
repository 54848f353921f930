import { Module } from '@nestjs/common';
import { InvoicesModule } from '../../invoices/invoices.module';
import { WaitlistOffersModule } from '../../waitlist/waitlist-offers.module';
import { MyBookingsModule } from '../my-bookings.module';
import { BookingChangesController, OrderChangesController } from './booking-changes.controller';
import { BookingChangesRepository } from './booking-changes.repository';
import { RebookOptionsService } from './rebook-options.service';
import { RebookingService } from './rebooking.service';
import { SubstitutionService } from './substitution.service';

/** 'Meine Buchungen': rebooking and naming a substitute (DECISIONS 31). */
@Module({
  imports: [WaitlistOffersModule, InvoicesModule, MyBookingsModule],
  controllers: [BookingChangesController, OrderChangesController],
  providers: [BookingChangesRepository, RebookingService, RebookOptionsService, SubstitutionService],
})
export class BookingChangesModule {}
