import { DynamicModule, Module } from '@nestjs/common';
import { Logger } from 'pino';
import { coreImports } from '../app.module';
import { BankStatementsModule } from '../bank-statements/bank-statements.module';
import { BookingsModule } from '../bookings/bookings.module';
import { AppConfig } from '../core/config/app-config';
import { AdminEmailTemplatesModule } from '../mail/admin/admin-email-templates.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { PaymentsModule } from '../payments/payments.module';
import { WaitlistModule } from '../waitlist/waitlist.module';

/**
 * The services a customer and an admin act through, without the sign-in machinery: sign-in
 * registers process-wide Passport strategies, which must stay the API's own.
 */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: SeedModule,
      imports: [
        ...coreImports(config, logger),
        BookingsModule,
        PaymentsModule,
        WaitlistModule,
        NewsletterModule,
        AdminEmailTemplatesModule,
        BankStatementsModule,
      ],
    };
  }
}
