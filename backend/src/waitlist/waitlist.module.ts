import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { WaitlistController } from './waitlist.controller';
import { WaitlistOffersModule } from './waitlist-offers.module';
import { WaitlistService } from './waitlist.service';

/** API side: sign-up, unsubscribe and showing an offer. */
@Module({
  imports: [WaitlistOffersModule, MailModule],
  controllers: [WaitlistController],
  providers: [WaitlistService],
  exports: [WaitlistService],
})
export class WaitlistModule {}
