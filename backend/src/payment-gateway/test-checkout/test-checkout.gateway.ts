import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { updateReturning } from '../../core/database/update-returning';
import {
  CheckoutSessionRequest,
  PaymentGateway,
  PaymentSession,
  PaymentSessionNotFoundError,
  RefundRequest,
} from '../payment-gateway';
import { TestCheckoutSession } from './test-checkout-session.entity';

/**
 * The built-in checkout used without STRIPE_SECRET_KEY. Sessions live in PostgreSQL (so any API
 * instance can serve them) and behave like Stripe's: idempotent creation, expiry, one payment,
 * idempotent refunds. Paying happens on the page served by TestCheckoutController.
 */
@Injectable()
export class TestCheckoutGateway implements PaymentGateway {
  readonly provider = 'test' as const;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<PaymentSession> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(TestCheckoutSession)
      .values({
        id: `test_cs_${randomBytes(16).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        booking_id: request.bookingId,
        amount: request.amount,
        currency: request.currency,
        product_name: request.productName,
        product_description: request.productDescription,
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: request.expiresAt,
      })
      .orIgnore()
      .execute();
    const session = await this.sessions.findOneByOrFail({ idempotency_key: request.idempotencyKey });
    return this.toPaymentSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<PaymentSession> {
    return this.toPaymentSession(await this.find(sessionId));
  }

  async expireCheckoutSession(sessionId: string): Promise<PaymentSession> {
    await this.sessions.update({ id: sessionId, status: 'open' }, { status: 'expired' });
    return this.retrieveCheckoutSession(sessionId);
  }

  async refund(request: RefundRequest): Promise<{ id: string }> {
    const rows = await updateReturning<{ refund_id: string }>(
      this.dataSource.manager,
      `UPDATE test_checkout_sessions
          SET refund_id = COALESCE(refund_id, $2), refunded_at = COALESCE(refunded_at, now())
        WHERE payment_intent_id = $1 AND payment_status = 'paid' RETURNING refund_id`,
      [request.paymentIntentId, `test_re_${randomBytes(12).toString('hex')}`],
    );
    if (!rows.length) throw new Error(`test checkout: no paid session for ${request.paymentIntentId}`);
    return { id: rows[0].refund_id };
  }

  /** The 'Bezahlen' button: completes an open, unexpired session once; a repeated click changes nothing. */
  async pay(sessionId: string): Promise<PaymentSession> {
    await this.dataSource.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = $2
        WHERE id = $1 AND status = 'open' AND expires_at > now()`,
      [sessionId, `test_pi_${randomBytes(12).toString('hex')}`],
    );
    return this.retrieveCheckoutSession(sessionId);
  }

  /** The session as stored, for the checkout page. */
  async find(sessionId: string): Promise<TestCheckoutSession> {
    const session = await this.sessions.findOneBy({ id: sessionId });
    if (!session) throw new PaymentSessionNotFoundError(sessionId);
    if (session.status === 'open' && session.expires_at.getTime() <= Date.now()) {
      await this.sessions.update({ id: sessionId, status: 'open' }, { status: 'expired' });
      session.status = 'expired';
    }
    return session;
  }

  pageUrl(sessionId: string): string {
    return `${this.config.publicUrl}/api/test-checkout/${encodeURIComponent(sessionId)}`;
  }

  private get sessions() {
    return this.dataSource.getRepository(TestCheckoutSession);
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
