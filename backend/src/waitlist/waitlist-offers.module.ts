import { Module } from '@nestjs/common';
import { SeatsModule } from '../seats/seats.module';
import { WaitlistOfferClaimsService } from './waitlist-offer-claims.service';
import { WaitlistOffersService } from './waitlist-offers.service';

/**
 * Held seats for the waitlist: every freed seat is offered here first, and the checkout books a
 * held seat through its personal link. Shared by the API, the worker and the bookings module.
 */
@Module({
  imports: [SeatsModule],
  providers: [WaitlistOffersService, WaitlistOfferClaimsService],
  exports: [SeatsModule, WaitlistOffersService, WaitlistOfferClaimsService],
})
export class WaitlistOffersModule {}
