import { Module } from '@nestjs/common';
import { InvoicesModule } from '../../invoices/invoices.module';
import { WaitlistOffersModule } from '../../waitlist/waitlist-offers.module';
import { BookingChangesController } from './booking-changes.controller';
import { RebookOptionsService } from './rebook-options.service';
import { RebookingService } from './rebooking.service';
import { SubstitutionService } from './substitution.service';

/** 'Meine Buchungen': rebooking and naming a substitute (DECISIONS 31). */
@Module({
  imports: [WaitlistOffersModule, InvoicesModule],
  controllers: [BookingChangesController],
  providers: [RebookingService, RebookOptionsService, SubstitutionService],
})
export class BookingChangesModule {}
