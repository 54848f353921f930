import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { updateReturning } from '../core/database/update-returning';
import { TestCheckoutSession } from './test-checkout-session.entity';

/** The built-in checkout's sessions (test_checkout_sessions), and the name its page greets. */
@Injectable()
export class TestCheckoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the session unless one with its idempotency key exists; returns the stored one either way. */
  async createOnce(
    session: Omit<
      TestCheckoutSession,
      'status' | 'payment_status' | 'payment_intent_id' | 'refund_id' | 'refunded_at' | 'created_at'
    >,
  ): Promise<TestCheckoutSession> {
    await this.dataSource.createQueryBuilder().insert().into(TestCheckoutSession).values(session).orIgnore().execute();
    return this.sessions.findOneByOrFail({ idempotency_key: session.idempotency_key });
  }

  findById(id: string): Promise<TestCheckoutSession | null> {
    return this.sessions.findOneBy({ id });
  }

  /** Ends an open session; a completed or expired one stays as it is. */
  async expireIfOpen(id: string): Promise<void> {
    await this.sessions.update({ id, status: 'open' }, { status: 'expired' });
  }

  /** Completes an open, unexpired session once; a repeated call changes nothing. */
  async completeIfOpen(id: string, paymentIntentId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = $2
        WHERE id = $1 AND status = 'open' AND expires_at > now()`,
      [id, paymentIntentId],
    );
  }

  /** Marks the paid session of the payment refunded, keeping the first refund's id; null when none is paid. */
  async refundOnce(paymentIntentId: string, refundId: string): Promise<string | null> {
    const rows = await updateReturning<{ refund_id: string }>(
      this.dataSource.manager,
      `UPDATE test_checkout_sessions
          SET refund_id = COALESCE(refund_id, $2), refunded_at = COALESCE(refunded_at, now())
        WHERE payment_intent_id = $1 AND payment_status = 'paid' RETURNING refund_id`,
      [paymentIntentId, refundId],
    );
    return rows[0]?.refund_id ?? null;
  }

  /** The name typed into the booking, for the page's greeting. */
  async customerNameOf(bookingId: string): Promise<string | null> {
    const [row]: { customer_name: string }[] = await this.dataSource.query(
      `SELECT customer_name FROM bookings WHERE id = $1`,
      [bookingId],
    );
    return row?.customer_name ?? null;
  }

  private get sessions() {
    return this.dataSource.getRepository(TestCheckoutSession);
  }
}
