import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { ExpireWaitlistOffersJob } from './jobs/expire-waitlist-offers.job';
import { OfferSeatsJob } from './jobs/offer-seats.job';
import { WaitlistClock } from './waitlist-clock';
import { WaitlistOffersService } from './waitlist-offers.service';

/** Worker side: offers freed seats (offer-seats) and ends unused offers (the minute sweep). */
@Module({
  imports: [BookingsModule],
  providers: [WaitlistClock, WaitlistOffersService, OfferSeatsJob, ExpireWaitlistOffersJob],
})
export class WaitlistWorkerModule {}
