import { Inject, Injectable } from '@nestjs/common';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService } from '../../mail/email-sender.service';
import { MY_BOOKINGS_LINKS, MyBookingsLinks } from '../../mail/my-bookings-link';
import { InvoiceDocumentsRepository } from '../invoice-documents.repository';
import { invoicePdfFile, mailAttachment } from '../invoice-files';
import { InvoicesRepository } from '../invoices.repository';

/** 'Ihre Rechnung': mails the buyer the stored invoice PDF, the very bytes a download returns. */
@Injectable()
@JobHandler(JOBS.sendInvoiceEmail)
export class SendInvoiceEmailJob implements HandlesJob<typeof JOBS.sendInvoiceEmail> {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly documents: InvoiceDocumentsRepository,
    private readonly sender: EmailSenderService,
    @Inject(MY_BOOKINGS_LINKS) private readonly myBookingsLinks: MyBookingsLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendInvoiceEmail>, context: { attempt: number; maxAttempts: number }) {
    const invoice = await this.invoices.byId(payload.invoiceId);
    const documents = invoice && (await this.documents.of(invoice.id));
    // Restricted by a GDPR deletion: the invoice is kept, but its buyer is no longer written to.
    if (!invoice || !documents || invoice.restricted) {
      this.logger.info({ invoiceId: payload.invoiceId }, 'invoice mail no longer wanted; skipped');
      return 'skipped';
    }
    const { snapshot } = invoice;
    const [line] = snapshot.lines;
    const pdf = invoicePdfFile(invoice, documents);
    const myBookingsLink = this.myBookingsLinks.prepare({ email: snapshot.buyer.email });
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'invoice',
        to: snapshot.buyer.email,
        bookingId: invoice.booking_id,
        writeWithClaim: myBookingsLink.write,
        render: () => {
          const mail = renderEmail(
            {
              type: 'invoice',
              props: {
                buyerName: snapshot.buyer.name,
                kind: snapshot.kind,
                invoiceNumber: snapshot.number,
                issueDate: snapshot.issueDate,
                grossCents: snapshot.grossCents,
                description: line.description,
                serviceDate: line.serviceDate,
                ...(snapshot.cancels ? { cancelsNumber: snapshot.cancels.number } : {}),
                paymentMethod: snapshot.payment.method,
                ...(snapshot.payment.dueDate ? { dueDate: snapshot.payment.dueDate } : {}),
                myBookingsUrl: myBookingsLink.url,
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
