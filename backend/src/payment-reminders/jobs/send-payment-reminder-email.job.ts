import { Inject, Injectable } from '@nestjs/common';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { InvoiceDocumentsRepository } from '../../invoices/invoice-documents.repository';
import { invoicePdfFile, mailAttachment } from '../../invoices/invoice-files';
import { InvoicesRepository } from '../../invoices/invoices.repository';
import { EmailSenderService } from '../../mail/email-sender.service';
import { PaymentRemindersRepository } from '../payment-reminders.repository';

/** 'Zahlungserinnerung': mails the buyer the reminder with the stored invoice PDF, unless it was paid meanwhile. */
@Injectable()
@JobHandler(JOBS.sendPaymentReminderEmail)
export class SendPaymentReminderEmailJob implements HandlesJob<typeof JOBS.sendPaymentReminderEmail> {
  constructor(
    private readonly reminders: PaymentRemindersRepository,
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocumentsRepository,
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(
    payload: JobPayload<typeof JOBS.sendPaymentReminderEmail>,
    context: { attempt: number; maxAttempts: number },
  ) {
    const invoice = await this.invoices.byId(payload.invoiceId);
    if (!invoice || !(await this.reminders.stillOwed(invoice.id))) {
      this.logger.info({ invoiceId: payload.invoiceId }, 'payment reminder no longer wanted; skipped');
      return 'skipped';
    }
    const documents = await this.documents.of(invoice.id);
    // Rendered within a minute of issue, weeks ago; retried until the render sweep has stored them.
    if (!documents) throw new Error(`invoice ${invoice.id} has no stored documents yet`);
    const { snapshot } = invoice;
    const [line] = snapshot.lines;
    const pdf = invoicePdfFile(invoice, documents);
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'payment-reminder',
        to: payload.to,
        bookingId: invoice.booking_id,
        render: () => {
          const mail = renderEmail(
            {
              type: 'payment-reminder',
              props: {
                buyerName: snapshot.buyer.name,
                invoiceNumber: snapshot.number,
                invoiceDate: snapshot.issueDate,
                // What is still owed: participants cancelled since took their seats off the invoice.
                grossCents: snapshot.grossCents - invoice.cancelled_cents,
                dueDate: snapshot.payment.dueDate ?? snapshot.issueDate,
                courseTitle: line.description,
                courseDate: line.serviceDate,
                participantNames: snapshot.lines.map((each) => each.participant),
                second: payload.second,
              },
            },
            { site: this.config.site },
          );
          return { ...mail, attachments: [mailAttachment(pdf)] };
        },
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
