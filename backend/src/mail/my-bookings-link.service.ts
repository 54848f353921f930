import { Inject, Injectable } from '@nestjs/common';
import { mintBookingMailLink } from '../auth/booking-mail-link';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';

/** The sign-in link to 'Meine Buchungen' a mail carries, minted while the mail is rendered (booking-mail-link.ts). */
@Injectable()
export class MyBookingsLinkService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  mint(recipient: { email: string; courseStartsAt?: Date | null }): Promise<string> {
    return this.transactions.once((manager) => mintBookingMailLink(manager, this.config.publicUrl, recipient));
  }
}
