import { Inject, Injectable } from '@nestjs/common';
import { todayInBerlin } from '@mpb/domain';
import { Logger } from 'pino';
import { Clock } from '../../core/clock/clock';
import { TransactionRunner } from '../../core/database/transaction';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { EVENTS, JOBS } from '../../core/queue/job-names';
import { recordOutboxEvent } from '../../core/queue/outbox.service';
import { PaymentRemindersRepository } from '../payment-reminders.repository';

/**
 * Payment reminders for overdue transfer invoices (DECISIONS 35): the first after the due date, a
 * second 7 days later. Each one is claimed on its order and noted there in the transaction that
 * owes its mail, so two workers never send it twice and a crash loses none.
 */
@Injectable()
@JobHandler(JOBS.scanPaymentReminders)
export class ScanPaymentRemindersJob implements HandlesJob<typeof JOBS.scanPaymentReminders> {
  constructor(
    private readonly reminders: PaymentRemindersRepository,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle() {
    const now = this.clock.now();
    const today = todayInBerlin(now);
    let queued = 0;
    for (const candidate of await this.reminders.findDue(today, now)) {
      const owed = await this.transactions.run(async (manager) => {
        const reminder = await this.reminders.claim(manager, candidate, today, now);
        if (!reminder) return false;
        await this.reminders.markSent(manager, reminder, now);
        await recordOutboxEvent(manager, EVENTS.paymentReminderRequested, {
          invoiceId: reminder.invoiceId,
          to: reminder.buyerEmail,
          second: reminder.second,
        });
        return true;
      });
      if (owed) queued += 1;
    }
    if (queued) this.logger.info({ queued }, 'payment reminders queued');
    return { queued };
  }
}
