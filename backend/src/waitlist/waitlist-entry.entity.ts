import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Course } from '../courses/course.entity';

type WaitlistStatus = 'waiting' | 'offered' | 'booked';

@Entity('waitlist_entries')
export class WaitlistEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  course_id: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  courses?: Course;

  /** 1-based place in this course's queue, without gaps; null once booked (the entry left the queue). */
  @Column('integer', { nullable: true })
  position: number | null;

  @Column('text', { nullable: true })
  customer_name: string | null;

  @Column('text')
  customer_email: string;

  @Column('text', { nullable: true })
  customer_phone: string | null;

  @Column('text', { nullable: true })
  customer_company: string | null;

  @Column('text', { nullable: true })
  customer_comments: string | null;

  @Column('text', { default: 'waiting' })
  status: WaitlistStatus;

  @Column('text')
  unsubscribe_token_hash: string;

  @Column('text', { nullable: true })
  offer_token_hash: string | null;

  /** The offer mail's unsubscribe link: a token of its own, so it cannot book and the booking link cannot unsubscribe. */
  @Column('text', { nullable: true })
  offer_unsubscribe_token_hash: string | null;

  @Column('timestamptz', { nullable: true })
  offer_expires_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
