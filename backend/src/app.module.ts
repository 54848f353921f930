import { DynamicModule, Module } from '@nestjs/common';
import { Logger } from 'pino';
import { ClockModule } from './core/clock/clock.module';
import { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { LoggingModule } from './core/logging/logging.module';
import { QueueModule } from './core/queue/queue.module';
import { MetricsModule } from './metrics/metrics.module';
import { CoursesModule } from './courses/courses.module';
import { AdminCoursesModule } from './courses/admin/admin-courses.module';
import { HealthModule } from './health/health.module';
import { LegalReviewModule } from './legal-review/legal-review.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BookingMailLinkModule } from './auth/booking-mail-link.module';
import { ConsentModule } from './consent/consent.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { BookingsModule } from './bookings/bookings.module';
import { RateLimitModule } from './core/http/rate-limit.module';
import { DiscountsModule } from './discounts/discounts.module';
import { AdminDiscountsModule } from './discounts/admin/admin-discounts.module';
import { AdminNewsletterModule } from './newsletter/admin/admin-newsletter.module';
import { PaymentsModule } from './payments/payments.module';
import { TestCheckoutGatewayModule } from './test-checkout/test-checkout-gateway.module';
import { TestCheckoutModule } from './test-checkout/test-checkout.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { AdminWaitlistsModule } from './waitlist/admin/admin-waitlists.module';
import { GdprModule } from './gdpr/gdpr.module';
import { AdminEmailTemplatesModule } from './mail/admin/admin-email-templates.module';
import { AttendanceModule } from './attendance/attendance.module';
import { CertificatesModule } from './certificates/certificates.module';
import { BookingChangesModule } from './my-bookings/changes/booking-changes.module';
import { MyBookingsModule } from './my-bookings/my-bookings.module';
import { InvoicesModule } from './invoices/invoices.module';
import { BankStatementsModule } from './bank-statements/bank-statements.module';

/** Modules shared by the API and the worker process. */
export function coreImports(config: AppConfig, logger: Logger) {
  return [
    ConfigModule.forRoot(config),
    LoggingModule.forRoot(logger),
    ClockModule,
    DatabaseModule,
    QueueModule,
    MetricsModule,
    TestCheckoutGatewayModule,
    BookingMailLinkModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...coreImports(config, logger),
        RateLimitModule,
        HealthModule,
        CoursesModule,
        DiscountsModule,
        BookingsModule,
        PaymentsModule,
        TestCheckoutModule,
        NewsletterModule,
        AuditModule,
        AuthModule,
        ConsentModule,
        WaitlistModule,
        AdminCoursesModule,
        AdminDiscountsModule,
        AdminNewsletterModule,
        AdminWaitlistsModule,
        GdprModule,
        AdminEmailTemplatesModule,
        AttendanceModule,
        CertificatesModule,
        LegalReviewModule,
        BookingChangesModule,
        MyBookingsModule,
        InvoicesModule,
        BankStatementsModule,
      ],
    };
  }
}
