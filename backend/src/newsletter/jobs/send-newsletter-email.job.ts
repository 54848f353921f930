import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService, RenderedMail } from '../../mail/email-sender.service';
import { NewsletterSubscriber } from '../newsletter-subscriber.entity';
import { NewsletterSubscriberRepository } from '../newsletter-subscriber.repository';
import { hashSecretToken } from '../../core/security/secret-token';
import { NewsletterTokens } from '../newsletter-tokens';

/** The double opt-in mail and, once confirmed, the welcome mail with the personal unsubscribe link. */
@Injectable()
@JobHandler(JOBS.sendNewsletterEmail)
export class SendNewsletterEmailJob implements HandlesJob<typeof JOBS.sendNewsletterEmail> {
  private readonly tokens: NewsletterTokens;

  constructor(
    private readonly subscribers: NewsletterSubscriberRepository,
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.tokens = new NewsletterTokens(config.auth.sessionSecret);
  }

  async handle(
    payload: JobPayload<typeof JOBS.sendNewsletterEmail>,
    context: { attempt: number; maxAttempts: number },
  ) {
    const subscriber = await this.subscribers.findById(payload.subscriberId);
    const render =
      subscriber && (payload.kind === 'confirmation' ? this.confirmation(subscriber) : this.welcome(subscriber));
    if (!subscriber || !render) {
      this.logger.info(
        { subscriberId: payload.subscriberId, kind: payload.kind },
        'newsletter e-mail no longer needed; skipped',
      );
      return 'skipped';
    }
    return this.sender.send(
      { idempotencyKey: payload.idempotencyKey, type: `newsletter-${payload.kind}`, to: subscriber.email, render },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }

  /** Only while still pending; the link carries the token of the latest sign-up request. */
  private confirmation(subscriber: NewsletterSubscriber): (() => RenderedMail) | null {
    if (subscriber.active || !subscriber.confirm_token_hash) return null;
    const token = this.tokens.confirmToken(subscriber.id, subscriber.subscribed_at);
    if (hashSecretToken(token) !== subscriber.confirm_token_hash) return null;
    const confirmUrl = newsletterConfirmUrl(this.config.site.url, token);
    return () =>
      renderEmail(
        { type: 'newsletter-confirmation', props: { customerName: subscriber.name ?? undefined, confirmUrl } },
        { site: this.config.site },
      );
  }

  private welcome(subscriber: NewsletterSubscriber): (() => RenderedMail) | null {
    if (!subscriber.active) return null;
    const token = this.tokens.unsubscribeToken(subscriber.id);
    const unsubscribeUrl = newsletterUnsubscribeUrl(this.config.site.url, token);
    const oneClickUrl = `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    return () => ({
      ...renderEmail(
        { type: 'newsletter-welcome', props: { customerName: subscriber.name ?? undefined, unsubscribeUrl } },
        { site: this.config.site },
      ),
      headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  }
}
