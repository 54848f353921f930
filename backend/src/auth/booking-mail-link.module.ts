import { Global, Module } from '@nestjs/common';
import { MY_BOOKINGS_LINKS } from '../mail/my-bookings-link';
import { MyBookingsLinkService } from './my-bookings-link.service';

/** Gives every mail that carries a sign-in link to 'Meine Buchungen' its minter, without mail/ importing auth/. */
@Global()
@Module({
  providers: [{ provide: MY_BOOKINGS_LINKS, useClass: MyBookingsLinkService }],
  exports: [MY_BOOKINGS_LINKS],
})
export class BookingMailLinkModule {}
