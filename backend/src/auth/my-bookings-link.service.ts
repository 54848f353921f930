import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { MyBookingsLink, MyBookingsLinks } from '../mail/my-bookings-link';
import { prepareBookingMailLink } from './booking-mail-link';

/** The sign-in link to 'Meine Buchungen' a mail carries, written with the mail's claim (booking-mail-link.ts). */
@Injectable()
export class MyBookingsLinkService implements MyBookingsLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  prepare(recipient: { email: string; courseStartsAt?: Date | null }): MyBookingsLink {
    return prepareBookingMailLink(this.config.publicUrl, recipient);
  }
}
