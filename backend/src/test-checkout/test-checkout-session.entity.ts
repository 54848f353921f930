import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A payment session of the built-in test checkout: the local stand-in for a Stripe Checkout Session. */
@Entity('test_checkout_sessions')
export class TestCheckoutSession {
  @PrimaryColumn('text')
  id: string;

  @Column('text', { unique: true })
  idempotency_key: string;

  @Column('uuid')
  booking_id: string;

  @Column('integer')
  amount: number;

  @Column('char', { length: 3, default: 'EUR' })
  currency: string;

  @Column('text')
  product_name: string;

  @Column('text', { nullable: true })
  product_description: string | null;

  @Column('text')
  customer_email: string;

  @Column('text', { default: 'open' })
  status: 'open' | 'complete' | 'expired';

  @Column('text', { default: 'unpaid' })
  payment_status: 'unpaid' | 'paid';

  @Column('text', { nullable: true, unique: true })
  payment_intent_id: string | null;

  @Column('text', { nullable: true })
  refund_id: string | null;

  @Column('timestamptz', { nullable: true })
  refunded_at: Date | null;

  @Column('text')
  success_url: string;

  @Column('text')
  cancel_url: string;

  @Column('timestamptz')
  expires_at: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
