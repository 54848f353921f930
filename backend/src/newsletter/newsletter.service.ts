import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { MailDeliveryStatusService } from '../mail/mail-delivery-status.service';
import { NewsletterSignup } from './dto/newsletter.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository';
import { hashSecretToken } from '../core/security/secret-token';
import { NewsletterTokens } from './newsletter-tokens';

const NEWSLETTER_MESSAGES = {
  unsubscribed: 'Sie wurden erfolgreich vom Newsletter abgemeldet.',
  invalidUnsubscribeLink: 'Ungültiger Abmelde-Link',
  confirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  alreadyConfirmed: 'Ihre Anmeldung zum Newsletter ist bereits bestätigt.',
  invalidConfirmLink: 'Ungültiger Bestätigungslink',
  expiredConfirmLink:
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut zum Newsletter an.',
} as const;

/** A repeated sign-up within this time does not send another confirmation mail (no mail bombing). */
const RESEND_AFTER_MS = 2 * 60_000;
const CONFIRM_LINK_VALID_MS = 30 * 24 * 3600_000;

/**
 * Double opt-in (DECISIONS 9): a sign-up is pending until its confirmation link is used; only
 * confirmed, not unsubscribed addresses are active. One row per address, reused on re-subscribe.
 */
@Injectable()
export class NewsletterService {
  private readonly tokens: NewsletterTokens;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly subscribers: NewsletterSubscriberRepository,
    private readonly outbox: OutboxService,
    private readonly delivery: MailDeliveryStatusService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.tokens = new NewsletterTokens(config.auth.sessionSecret);
  }

  async subscribe(signup: NewsletterSignup): Promise<{ alreadySubscribed: boolean; email_sent: boolean }> {
    const outcome = await this.transactions.once(async (manager) => {
      const subscriber = await this.lockOrCreate(manager, signup);
      if (subscriber.active) return { alreadySubscribed: true as const };

      const pendingSince = subscriber.confirm_token_hash ? subscriber.subscribed_at.getTime() : 0;
      if (this.clock.now().getTime() - pendingSince < RESEND_AFTER_MS) {
        return {
          alreadySubscribed: false as const,
          mailKey: confirmationMailKey(subscriber.id, subscriber.subscribed_at),
        };
      }
      const requestedAt = this.clock.now();
      await this.subscribers.update(manager, subscriber.id, {
        name: signup.customerName ?? subscriber.name,
        source: signup.source,
        subscribed_at: requestedAt,
        confirmed_at: null,
        confirm_token_hash: hashSecretToken(this.tokens.confirmToken(subscriber.id, requestedAt)),
      });
      const mailKey = confirmationMailKey(subscriber.id, requestedAt);
      await this.outbox.record(manager, EVENTS.newsletterConfirmationRequested, {
        subscriberId: subscriber.id,
        idempotencyKey: mailKey,
      });
      return { alreadySubscribed: false as const, mailKey };
    });

    if (outcome.alreadySubscribed) return { alreadySubscribed: true, email_sent: false };
    const state = await this.delivery.waitForDelivery(outcome.mailKey);
    return { alreadySubscribed: false, email_sent: state === 'sent' };
  }

  async confirm(token: string | undefined): Promise<{ message: string }> {
    if (!token?.trim()) throw ApiError.badRequest(NEWSLETTER_MESSAGES.invalidConfirmLink);
    return this.transactions.once(async (manager) => {
      const subscriber = await this.subscribers.lockByConfirmTokenHash(manager, hashSecretToken(token.trim()));
      if (!subscriber) throw new ApiError(HttpStatus.NOT_FOUND, NEWSLETTER_MESSAGES.expiredConfirmLink);
      if (subscriber.active) return { message: NEWSLETTER_MESSAGES.alreadyConfirmed };
      if (this.clock.now().getTime() - subscriber.subscribed_at.getTime() > CONFIRM_LINK_VALID_MS) {
        throw new ApiError(HttpStatus.NOT_FOUND, NEWSLETTER_MESSAGES.expiredConfirmLink);
      }
      await this.subscribers.update(manager, subscriber.id, {
        active: true,
        confirmed_at: this.clock.now(),
        unsubscribed_at: null,
      });
      await this.outbox.record(manager, EVENTS.newsletterConfirmed, { subscriberId: subscriber.id });
      return { message: NEWSLETTER_MESSAGES.confirmed };
    });
  }

  /** Idempotent: a link used again answers success, since the address is unsubscribed. */
  async unsubscribe(token: string | undefined): Promise<{ message: string }> {
    if (!token?.trim()) throw ApiError.badRequest(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    return this.transactions.once(async (manager) => {
      const subscriber = await this.subscribers.lockByUnsubscribeTokenHash(manager, hashSecretToken(token.trim()));
      if (!subscriber) throw new ApiError(HttpStatus.NOT_FOUND, NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
      if (subscriber.active || subscriber.confirm_token_hash) {
        await this.subscribers.update(manager, subscriber.id, {
          active: false,
          unsubscribed_at: this.clock.now(),
          confirm_token_hash: null,
        });
      }
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    });
  }

  private async lockOrCreate(manager: EntityManager, signup: NewsletterSignup): Promise<NewsletterSubscriber> {
    const id = randomUUID();
    await this.subscribers.insertIfAbsent(manager, {
      id,
      email: signup.customerEmail,
      name: signup.customerName ?? null,
      source: signup.source,
      active: false,
      unsubscribe_token_hash: hashSecretToken(this.tokens.unsubscribeToken(id)),
    });
    return this.subscribers.lockByEmail(manager, signup.customerEmail);
  }
}

function confirmationMailKey(subscriberId: string, requestedAt: Date): string {
  return `newsletter-confirmation:${subscriberId}:${requestedAt.getTime()}`;
}
