import { Inject, Injectable, Optional } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { CheckoutSessionRequest, PaymentGateway, PaymentSession, RefundRequest } from '../payment-gateway';
import { STRIPE_CLIENT } from './stripe-client';
import { toCheckoutSessionParams, toPaymentSession } from './stripe-session.mapper';

/** Stripe Checkout through the official SDK. */
@Injectable()
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(
    @Optional() @Inject(STRIPE_CLIENT) private readonly client: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean(this.client);
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<PaymentSession> {
    const session = await this.stripe.checkout.sessions.create(toCheckoutSessionParams(request), {
      idempotencyKey: request.idempotencyKey,
    });
    return toPaymentSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<PaymentSession> {
    return toPaymentSession(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  async expireCheckoutSession(sessionId: string): Promise<PaymentSession> {
    try {
      return toPaymentSession(await this.stripe.checkout.sessions.expire(sessionId));
    } catch (error) {
      // Stripe refuses to expire a session that is already complete or expired: report its state.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveCheckoutSession(sessionId);
      throw error;
    }
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: request.paymentIntentId,
        amount: request.amount,
        reason: 'requested_by_customer',
        metadata: { booking_id: request.bookingId },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { id: refund.id };
  }

  private get stripe(): Stripe {
    if (!this.client) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
    return this.client;
  }
}
