import { Module } from '@nestjs/common';
import { ExpireWaitlistOffersJob } from './jobs/expire-waitlist-offers.job';
import { OfferSeatsJob } from './jobs/offer-seats.job';
import { WaitlistOffersModule } from './waitlist-offers.module';

/** Worker side: offers free seats (offer-seats) and ends unused offers (the minute sweep). */
@Module({
  imports: [WaitlistOffersModule],
  providers: [OfferSeatsJob, ExpireWaitlistOffersJob],
})
export class WaitlistWorkerModule {}
