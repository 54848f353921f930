import { Inject, Injectable } from '@nestjs/common';
import { renderEmail } from '@mpb/emails';
import { UnrecoverableError } from 'bullmq';
import { Logger } from 'pino';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService } from '../../mail/email-sender.service';
import { magicLinkUrl } from '../magic-link.mailer';
import { MAGIC_LINK_SEAL_PURPOSE, TokenSealer } from '../../core/security/sealed-token';

/** The sign-in link e-mail (magic link), from `auth.magic-link-requested`. */
@Injectable()
@JobHandler(JOBS.sendMagicLinkEmail)
export class SendMagicLinkEmailJob implements HandlesJob<typeof JOBS.sendMagicLinkEmail> {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly sender: EmailSenderService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, MAGIC_LINK_SEAL_PURPOSE);
  }

  async handle(payload: JobPayload<typeof JOBS.sendMagicLinkEmail>, context: { attempt: number; maxAttempts: number }) {
    if (new Date(payload.expiresAt) <= this.clock.now()) {
      this.logger.warn(
        { idempotencyKey: payload.idempotencyKey },
        'magic link expired before it could be mailed; dropped',
      );
      return 'expired';
    }
    let token: string;
    try {
      token = this.sealer.unseal(payload.sealedToken);
    } catch {
      throw new UnrecoverableError('magic link token cannot be unsealed (SESSION_SECRET changed?)');
    }
    const signInUrl = magicLinkUrl(this.config.publicUrl, token);
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'magic-link',
        to: payload.email,
        render: () =>
          renderEmail({ type: 'magic-link', props: { signInUrl, email: payload.email } }, { site: this.config.site }),
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
