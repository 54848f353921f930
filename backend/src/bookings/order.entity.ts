import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CustomerType } from './booking.entity';

type PaymentMethod = 'card' | 'invoice';

/**
 * What one buyer ordered at once (DECISIONS 34): who buys and is invoiced, and how they pay. Each
 * booking of the order holds one participant; a single booking is an order of one. Migration
 * 1796600000000.
 */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  buyer_name: string;

  @Column('text')
  buyer_email: string;

  @Column('text', { nullable: true })
  buyer_phone: string | null;

  @Column('text', { nullable: true })
  buyer_company: string | null;

  @Column('text')
  customer_type: CustomerType;

  /** The billing address and references for the invoice (null on orders from before invoices). */
  @Column('text', { nullable: true })
  billing_street: string | null;

  @Column('text', { nullable: true })
  billing_postal_code: string | null;

  @Column('text', { nullable: true })
  billing_city: string | null;

  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  @Column('char', { length: 2, nullable: true })
  billing_country: string | null;

  @Column('text', { nullable: true })
  billing_vat_id: string | null;

  @Column('text', { nullable: true })
  purchase_order_number: string | null;

  /** A public buyer's routing ID for XRechnung (BT-10). */
  @Column('text', { nullable: true })
  leitweg_id: string | null;

  @Column('text', { default: 'card' })
  payment_method: PaymentMethod;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
