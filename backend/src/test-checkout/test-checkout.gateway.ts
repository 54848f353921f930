import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import {
  CheckoutSessionRequest,
  PaymentGateway,
  PaymentSession,
  PaymentSessionNotFoundError,
  RefundRequest,
} from '../payment-gateway/payment-gateway';
import { TestCheckoutSession } from './test-checkout-session.entity';
import { TestCheckoutRepository } from './test-checkout.repository';

/**
 * The built-in checkout used without STRIPE_SECRET_KEY. Sessions live in PostgreSQL (so any API
 * instance can serve them) and behave like Stripe's: idempotent creation, expiry, one payment,
 * idempotent refunds. Paying happens on the page served by TestCheckoutController.
 */
@Injectable()
export class TestCheckoutGateway implements PaymentGateway {
  readonly provider = 'test' as const;

  constructor(
    private readonly sessions: TestCheckoutRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<PaymentSession> {
    const session = await this.sessions.createOnce({
      id: `test_cs_${randomBytes(16).toString('hex')}`,
      idempotency_key: request.idempotencyKey,
      booking_id: request.bookingId,
      amount: request.unitAmount * request.quantity,
      currency: request.currency,
      product_name: request.quantity > 1 ? `${request.quantity} × ${request.productName}` : request.productName,
      product_description: request.productDescription,
      customer_email: request.customerEmail,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: request.expiresAt,
    });
    return this.toPaymentSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<PaymentSession> {
    return this.toPaymentSession(await this.find(sessionId));
  }

  async expireCheckoutSession(sessionId: string): Promise<PaymentSession> {
    await this.sessions.expireIfOpen(sessionId);
    return this.retrieveCheckoutSession(sessionId);
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    const refundId = await this.sessions.refundOnce(
      request.paymentIntentId,
      `test_re_${randomBytes(12).toString('hex')}`,
    );
    if (refundId === null) throw new Error(`test checkout: no paid session for ${request.paymentIntentId}`);
    return { id: refundId };
  }

  /** The 'Bezahlen' button: completes an open, unexpired session once; a repeated click changes nothing. */
  async pay(sessionId: string): Promise<PaymentSession> {
    await this.sessions.completeIfOpen(sessionId, `test_pi_${randomBytes(12).toString('hex')}`);
    return this.retrieveCheckoutSession(sessionId);
  }

  /** The session as stored, for the checkout page. */
  async find(sessionId: string): Promise<TestCheckoutSession> {
    const session = await this.sessions.findById(sessionId);
    if (!session) throw new PaymentSessionNotFoundError(sessionId);
    if (session.status === 'open' && session.expires_at <= this.clock.now()) {
      await this.sessions.expireIfOpen(sessionId);
      session.status = 'expired';
    }
    return session;
  }

  pageUrl(sessionId: string): string {
    return `${this.config.publicUrl}/api/test-checkout/${encodeURIComponent(sessionId)}`;
  }

  private toPaymentSession(session: TestCheckoutSession): PaymentSession {
    return {
      id: session.id,
      url: this.pageUrl(session.id),
      status: session.status,
      paymentStatus: session.payment_status,
      bookingId: session.booking_id,
      amountTotal: session.amount,
      currency: session.currency.toLowerCase(),
      paymentIntentId: session.payment_intent_id,
    };
  }
}
