import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ScanRemindersJob } from './jobs/scan-reminders.job';
import { SendReminderEmailJob } from './jobs/send-reminder-email.job';
import { RemindersModule } from './reminders.module';

/** Worker only: the scheduled scan and the reminder mails it queues. */
@Module({
  imports: [MailModule, RemindersModule],
  providers: [ScanRemindersJob, SendReminderEmailJob],
})
export class RemindersWorkerModule {}
