import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { MyBookingsLinks } from '../mail/my-bookings-link';
import { mintBookingMailLink } from './booking-mail-link';

/** The sign-in link to 'Meine Buchungen' a mail carries, minted while the mail is rendered (booking-mail-link.ts). */
@Injectable()
export class MyBookingsLinkService implements MyBookingsLinks {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  mint(recipient: { email: string; courseStartsAt?: Date | null }): Promise<string> {
    return this.transactions.single((manager) => mintBookingMailLink(manager, this.config.publicUrl, recipient));
  }
}
