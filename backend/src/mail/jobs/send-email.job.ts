import { Inject, Injectable } from '@nestjs/common';
import { EMAIL_TYPES, renderEmail, type EmailMessage, type EmailType } from '@mpb/emails';
import { UnrecoverableError } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService } from '../email-sender.service';

const KNOWN_TYPES: ReadonlySet<string> = new Set(EMAIL_TYPES);

/**
 * Renders one of the React Email templates with the props in the event and sends it
 * (`email.requested`: { to, message: { type, props }, idempotencyKey?, bookingId? }).
 */
@Injectable()
@JobHandler(JOBS.sendEmail)
export class SendEmailJob implements HandlesJob<typeof JOBS.sendEmail> {
  constructor(
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendEmail>, context: { attempt: number; maxAttempts: number }) {
    const type = payload.message.type;
    if (!isEmailType(type)) throw new UnrecoverableError(`Unknown e-mail type: ${type}`);
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type,
        to: payload.to,
        bookingId: payload.bookingId,
        render: () => renderEmail(payload.message as unknown as EmailMessage, { site: this.config.site }),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}

function isEmailType(type: string): type is EmailType {
  return KNOWN_TYPES.has(type);
}
