import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Course } from '../courses/course.entity';
import type { BookingStatus, EmailStatus, PaymentStatus } from '@mpb/domain';

export { BOOKING_STATUSES, EMAIL_STATUSES, PAYMENT_STATUSES } from '@mpb/domain';
export type { EmailStatus, PaymentStatus } from '@mpb/domain';
export const CUSTOMER_TYPES = ['private', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
type ReviewReason = 'amount_mismatch' | 'refund_refused' | 'refund_by_transfer';

@Entity('bookings')
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The order this participant's booking belongs to: its buyer pays and is invoiced (migration 1796600000000). */
  @Column('uuid')
  order_id: string;

  @Column('uuid', { nullable: true })
  course_id: string | null;

  @ManyToOne(() => Course, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'course_id' })
  courses?: Course | null;

  /** Snapshot of the course at booking time, so invoices stay right when a course changes. */
  @Column('text')
  course_title: string;

  @Column('date')
  course_date: string;

  @Column('time')
  course_start_time: string;

  @Column('time')
  course_end_time: string;

  @Column('text')
  customer_name: string;

  @Column('text')
  customer_email: string;

  @Column('text', { nullable: true })
  customer_phone: string | null;

  @Column('text', { nullable: true })
  customer_company: string | null;

  @Column('text', { nullable: true })
  customer_comments: string | null;

  @Column('text', { default: 'private' })
  customer_type: CustomerType;

  /** What the customer pays, in cents, after any discount. */
  @Column('integer')
  amount: number;

  /** What the payment provider reports as paid, in cents; differs from amount only on a review case. */
  @Column('integer', { nullable: true })
  paid_amount: number | null;

  /**
   * Set when an operator must look at the booking: 'amount_mismatch' (paid amount differs),
   * 'refund_refused' (self-service), 'refund_by_transfer' (a refund of refunded_amount to transfer back).
   */
  @Column('text', { nullable: true })
  review_reason: ReviewReason | null;

  @Column('integer')
  original_amount: number;

  @Column('integer', { default: 0 })
  discount_amount: number;

  @Column('uuid', { nullable: true })
  discount_code_id: string | null;

  @Column('char', { length: 3, default: 'EUR' })
  currency: string;

  @Column('text', { default: 'pending' })
  booking_status: BookingStatus;

  @Column('text', { default: 'pending' })
  payment_status: PaymentStatus;

  @Column('text', { default: 'nicht_gesendet' })
  email_status: EmailStatus;

  /** True while this booking occupies one of the course's seats. */
  @Column('boolean', { default: false })
  holds_seat: boolean;

  @Column('timestamptz', { nullable: true })
  hold_expires_at: Date | null;

  @Column('text', { default: 'test' })
  payment_provider: 'stripe' | 'test';

  @Column('text', { nullable: true })
  payment_session_id: string | null;

  /** Where the customer pays; a second checkout for the same course and e-mail returns it again. */
  @Column('text', { nullable: true })
  payment_session_url: string | null;

  /** Keyed hash of the client IP address that opened the checkout, to limit open holds per client. */
  @Column('text', { nullable: true })
  client_key: string | null;

  @Column('text', { nullable: true })
  payment_intent_id: string | null;

  @Column('text', { nullable: true })
  cancel_token_hash: string | null;

  /** sha256 of the resume cookie given to the browser that opened the checkout. */
  @Column('text', { nullable: true })
  resume_token_hash: string | null;

  /** When the owner was last mailed the link to continue this checkout (at most every 10 minutes). */
  @Column('timestamptz', { nullable: true })
  resume_mail_sent_at: Date | null;

  /** sha256 of the link in the latest of those mails that discards this checkout while it is unpaid. */
  @Column('text', { nullable: true })
  discard_token_hash: string | null;

  @Column('uuid', { nullable: true })
  waitlist_entry_id: string | null;

  @Column('timestamptz', { nullable: true })
  confirmed_at: Date | null;

  @Column('timestamptz', { nullable: true })
  refunded_at: Date | null;

  /** Refunded in cents (all or part of paid_amount); set before the provider is called, refunded_at once it succeeded. */
  @Column('integer', { nullable: true })
  refunded_amount: number | null;

  /** Set when a payment arrived but no seat was left: the refund is retried until it succeeds. */
  @Column('timestamptz', { nullable: true })
  refund_requested_at: Date | null;

  /** Recorded by the admin from the course's start on; null until then. */
  @Column('text', { nullable: true })
  attendance: 'present' | 'absent' | null;

  @Column('timestamptz', { nullable: true })
  attendance_recorded_at: Date | null;

  /** A private customer's express request to start within the withdrawal period (§ 356 Abs. 4 BGB). */
  @Column('timestamptz', { nullable: true })
  early_start_requested_at: Date | null;

  /** The terms version accepted at checkout (domain/src/legal/terms.ts); migration 1796500000000. */
  @Column('text', { nullable: true })
  terms_version: string | null;

  /** Added to the course's schedule_sequence in the calendar file; a rebooking raises it (migration 1796410000000). */
  @Column('integer', { default: 0 })
  calendar_sequence_offset: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @Column('timestamptz', { nullable: true })
  deleted_at: Date | null;
}
