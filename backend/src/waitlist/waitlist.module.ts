import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { MailModule } from '../mail/mail.module';
import { WaitlistClock } from './waitlist-clock';
import { WaitlistOfferClaimsService } from './waitlist-offer-claims.service';
import { WaitlistOffersService } from './waitlist-offers.service';
import { WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';

/** API side: sign-up, unsubscribe, showing an offer, and booking the held seat through the checkout. */
@Module({
  imports: [BookingsModule, MailModule],
  controllers: [WaitlistController],
  providers: [WaitlistClock, WaitlistService, WaitlistOffersService, WaitlistOfferClaimsService],
  exports: [WaitlistService, WaitlistOffersService],
})
export class WaitlistModule {}
