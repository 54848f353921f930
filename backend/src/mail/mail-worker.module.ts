import { Module } from '@nestjs/common';
import { SendBookingEmailJob } from './jobs/send-booking-email.job';
import { SendEmailJob } from './jobs/send-email.job';
import { SweepOwedMailsJob } from './jobs/sweep-owed-mails.job';
import { MailModule } from './mail.module';

@Module({
  imports: [MailModule],
  providers: [SendEmailJob, SendBookingEmailJob, SweepOwedMailsJob],
})
export class MailWorkerModule {}
