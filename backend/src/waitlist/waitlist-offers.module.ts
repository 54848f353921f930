import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeatsModule } from '../seats/seats.module';
import { WaitlistOfferClaimsService } from './waitlist-offer-claims.service';
import { WaitlistOffersService } from './waitlist-offers.service';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistRepository } from './waitlist.repository';

/**
 * Held seats for the waitlist: every freed seat is offered here first, and the checkout books a
 * held seat through its personal link. Shared by the API, the worker and the bookings module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WaitlistEntry]), SeatsModule],
  providers: [WaitlistOffersService, WaitlistOfferClaimsService, WaitlistRepository],
  exports: [SeatsModule, WaitlistOffersService, WaitlistOfferClaimsService, WaitlistRepository],
})
export class WaitlistOffersModule {}
