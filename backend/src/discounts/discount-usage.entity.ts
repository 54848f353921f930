import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Booking } from '../bookings/booking.entity';
import { DiscountCode } from './discount-code.entity';

@Entity('discount_usages')
export class DiscountUsage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  discount_code_id: string;

  @ManyToOne(() => DiscountCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'discount_code_id' })
  discount_code?: DiscountCode;

  @Column('text')
  customer_email: string;

  @Column('uuid', { nullable: true })
  booking_id: string | null;

  @ManyToOne(() => Booking, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'booking_id' })
  bookings?: Booking | null;

  /** reserved while the checkout is open, redeemed once paid. */
  @Column('text', { default: 'reserved' })
  status: 'reserved' | 'redeemed';

  @Column('timestamptz', { default: () => 'now()' })
  used_at: Date;
}
