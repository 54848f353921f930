import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const EMAIL_TEMPLATE_TYPES = ['confirmation', 'cancellation', 'manual-confirmation'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

@Entity('email_templates')
export class EmailTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text', { default: 'confirmation' })
  type: EmailTemplateType;

  @Column('text')
  subject: string;

  @Column('text')
  html_content: string;

  @Column('boolean', { default: true })
  is_active: boolean;

  @Column('boolean', { default: false })
  is_default: boolean;

  @Column('text', { array: true, default: () => "'{}'" })
  variables: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
