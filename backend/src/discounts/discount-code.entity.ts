import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

@Entity('discount_codes')
export class DiscountCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always upper case (checked by the database). */
  @Column('text', { unique: true })
  code: string;

  @Column('text', { default: 'percentage' })
  discount_type: DiscountType;

  /** Percent (1-100) for percentage codes, cents for fixed-amount codes. */
  @Column('integer')
  discount_value: number;

  @Column('boolean', { default: true })
  active: boolean;

  @Column('date', { default: () => 'CURRENT_DATE' })
  valid_from: string;

  @Column('date', { nullable: true })
  valid_until: string | null;

  @Column('integer', { nullable: true })
  max_uses: number | null;

  /** Uses reserved by open checkouts plus uses paid for. */
  @Column('integer', { default: 0 })
  current_uses: number;

  @Column('text', { nullable: true })
  description: string | null;

  /** Refused to an address that already has a confirmed booking (migration 1796510000000). */
  @Column('boolean', { default: false })
  first_booking_only: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
