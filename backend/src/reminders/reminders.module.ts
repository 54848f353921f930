import { Module } from '@nestjs/common';
import { ReminderRepository } from './reminder.repository';

/** The reminders' reads: which bookings are due their reminder. */
@Module({
  providers: [ReminderRepository],
  exports: [ReminderRepository],
})
export class RemindersModule {}
