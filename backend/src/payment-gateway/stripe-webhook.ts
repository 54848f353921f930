import { Inject, Injectable, Optional } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { STRIPE_CLIENT } from './stripe/stripe-client';

export { toPaymentSession } from './stripe/stripe-session.mapper';

export class WebhookSignatureError extends Error {}

/** Stripe's webhook deliveries: each is verified against STRIPE_WEBHOOK_SECRET before it is read. */
@Injectable()
export class StripeWebhook {
  constructor(
    @Optional() @Inject(STRIPE_CLIENT) private readonly client: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.client);
  }

  /** Verifies the Stripe-Signature header against the raw body; throws WebhookSignatureError. */
  verify(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    const secret = this.config.stripe.webhookSecret;
    if (!this.client || !secret || !rawBody || typeof signature !== 'string' || !signature)
      throw new WebhookSignatureError('missing body, signature or secret');
    try {
      return this.client.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
  }
}
