import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { nullable: true })
  name: string | null;

  @Column('text', { unique: true })
  email: string;

  /** Only confirmed (double opt-in) and not unsubscribed addresses are active. */
  @Column('boolean', { default: false })
  active: boolean;

  /** Where the sign-up came from: 'website', 'warteliste', ... */
  @Column('text', { default: 'website' })
  source: string;

  @Column('text', { nullable: true })
  confirm_token_hash: string | null;

  @Column('text')
  unsubscribe_token_hash: string;

  @Column('timestamptz', { nullable: true })
  confirmed_at: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  subscribed_at: Date;

  @Column('timestamptz', { nullable: true })
  unsubscribed_at: Date | null;
}
