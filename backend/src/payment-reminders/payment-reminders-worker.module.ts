import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { ScanPaymentRemindersJob } from './jobs/scan-payment-reminders.job';
import { SendPaymentReminderEmailJob } from './jobs/send-payment-reminder-email.job';
import { PaymentRemindersRepository } from './payment-reminders.repository';

/** Worker only: the hourly scan for overdue transfer invoices and the payment reminders it owes. */
@Module({
  imports: [InvoicesModule, MailModule],
  providers: [PaymentRemindersRepository, ScanPaymentRemindersJob, SendPaymentReminderEmailJob],
})
export class PaymentRemindersWorkerModule {}
