import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const COURSE_TYPES = ['basis', 'advanced', 'auffrischung', 'custom'] as const;
export const COURSE_STATUSES = ['active', 'inactive', 'cancelled'] as const;
type CourseType = (typeof COURSE_TYPES)[number];
type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * What GET /api/courses lists, serialised as it is. The access_* columns (meeting link, passcode)
 * are deliberately not mapped here: they are read only by the admin API and the participants' mails.
 */
@Entity('courses')
export class Course {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  @Column('text', { nullable: true })
  description: string | null;

  /** Calendar day in Europe/Berlin, 'yyyy-MM-dd'. */
  @Column('date')
  date: string;

  @Column('time')
  start_time: string;

  @Column('time')
  end_time: string;

  @Column('integer')
  net_price: number;

  @Column('integer')
  gross_price: number;

  @Column('integer', { default: 49900 })
  price: number;

  @Column('char', { length: 3, default: 'EUR' })
  currency: string;

  @Column('integer', { default: 10 })
  max_participants: number;

  @Column('integer')
  available_spots: number;

  @Column('text', { default: 'basis' })
  type: CourseType;

  @Column('text', { default: 'Live Online Webinar' })
  location: string;

  @Column('text', { default: 'active' })
  status: CourseStatus;

  /** Exempt from VAT under § 4 Nr. 21 UStG (migration 1796520000000), with the authority's certificate reference. */
  @Column('boolean', { default: false })
  vat_exempt: boolean;

  @Column('text', { nullable: true })
  vat_exemption_reference: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** Set when an admin deleted a course that bookings still reference; TypeORM's finds then skip it. */
  @DeleteDateColumn({ type: 'timestamptz', nullable: true, select: false })
  deleted_at: Date | null;
}
