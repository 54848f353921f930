import { DynamicModule, Module } from '@nestjs/common';
import { Logger } from 'pino';
import { coreImports } from './app.module';
import { AppConfig } from './core/config/app-config';
import { WorkerRuntimeModule } from './core/queue/worker-runtime.module';
import { BookingsWorkerModule } from './bookings/bookings-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { MagicLinkMailWorkerModule } from './auth/magic-link-mail-worker.module';
import { NewsletterWorkerModule } from './newsletter/newsletter-worker.module';
import { RemindersWorkerModule } from './reminders/reminders-worker.module';
import { WaitlistWorkerModule } from './waitlist/waitlist-worker.module';
import { CertificatesWorkerModule } from './certificates/certificates-worker.module';
import { WorkerMetricsModule } from './metrics/worker-metrics.module';
import { InvoicesWorkerModule } from './invoices/invoices-worker.module';
import { PaymentRemindersWorkerModule } from './payment-reminders/payment-reminders-worker.module';
import { GdprWorkerModule } from './gdpr/gdpr-worker.module';

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ...coreImports(config, logger),
        WorkerRuntimeModule,
        MailWorkerModule,
        NewsletterWorkerModule,
        RemindersWorkerModule,
        MagicLinkMailWorkerModule,
        BookingsWorkerModule,
        WaitlistWorkerModule,
        CertificatesWorkerModule,
        InvoicesWorkerModule,
        PaymentRemindersWorkerModule,
        GdprWorkerModule,
        WorkerMetricsModule,
      ],
    };
  }
}
