import { Module } from '@nestjs/common';
import { AccessMailsRepository } from './access-mails.repository';
import { ReminderRepository } from './reminder.repository';

/** The reminders' reads, and the mails that brought the access data (which booking mails state). */
@Module({
  providers: [ReminderRepository, AccessMailsRepository],
  exports: [ReminderRepository, AccessMailsRepository],
})
export class RemindersModule {}
