import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_TYPES, renderEmail, type EmailMessage, type EmailType } from '@mpb/emails';
import { UnrecoverableError } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { BookingMailRepository } from '../booking-mail.repository';
import { EmailSenderService } from '../email-sender.service';
import { MY_BOOKINGS_LINKS, MyBookingsLink, MyBookingsLinks } from '../my-bookings-link';

const KNOWN_TYPES: ReadonlySet<string> = new Set(EMAIL_TYPES);
/** The order confirmation and mails about a booking's self-service changes: they carry the recipient's sign-in link to 'Meine Buchungen'. */
const MY_BOOKINGS_LINK_TYPES: ReadonlySet<EmailType> = new Set([
  'order-confirmation',
  'rebooking',
  'payer-rebooking',
  'substitute-registered',
  'substitute-confirmation',
]);

/**
 * Renders one of the React Email templates with the props in the event and sends it
 * (`email.requested`: { to, message: { type, props }, idempotencyKey?, bookingId? }).
 */
@Injectable()
@JobHandler(JOBS.sendEmail)
export class SendEmailJob implements HandlesJob<typeof JOBS.sendEmail> {
  constructor(
    private readonly bookingMail: BookingMailRepository,
    private readonly sender: EmailSenderService,
    @Inject(MY_BOOKINGS_LINKS) private readonly myBookingsLinks: MyBookingsLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendEmail>, context: { attempt: number; maxAttempts: number }) {
    const type = payload.message.type;
    if (!isEmailType(type)) throw new UnrecoverableError(`Unknown e-mail type: ${type}`);
    const message = payload.message as unknown as EmailMessage;
    const myBookingsLink = await this.myBookingsLinkFor(type, payload);
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type,
        to: payload.to,
        bookingId: payload.bookingId,
        writeWithClaim: myBookingsLink?.write,
        render: () =>
          renderEmail(
            myBookingsLink
              ? ({ ...message, props: { ...message.props, myBookingsUrl: myBookingsLink.url } } as EmailMessage)
              : message,
            { site: this.config.site },
          ),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }

  private async myBookingsLinkFor(
    type: EmailType,
    payload: JobPayload<typeof JOBS.sendEmail>,
  ): Promise<MyBookingsLink | null> {
    if (!MY_BOOKINGS_LINK_TYPES.has(type) || !payload.bookingId) return null;
    return this.myBookingsLinks.prepare({
      email: payload.to,
      courseStartsAt: await this.bookingMail.courseStartsAt(payload.bookingId),
    });
  }
}

function isEmailType(type: string): type is EmailType {
  return KNOWN_TYPES.has(type);
}
