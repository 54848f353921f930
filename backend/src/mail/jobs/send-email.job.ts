import { Inject, Injectable } from '@nestjs/common';
import { EmailMessage, renderEmail } from '@mpb/emails';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService } from '../email-sender.service';

/** Renders one of the React Email templates and sends it. */
@Injectable()
@JobHandler(JOBS.sendEmail)
export class SendEmailJob implements HandlesJob<typeof JOBS.sendEmail> {
  constructor(
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(payload: JobPayload<typeof JOBS.sendEmail>, context: { attempt: number; maxAttempts: number }) {
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: payload.message.type,
        to: payload.to,
        bookingId: payload.bookingId,
        render: () => renderEmail(payload.message as unknown as EmailMessage, { site: this.config.site }),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
