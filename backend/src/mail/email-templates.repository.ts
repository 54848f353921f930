import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailTemplate } from './email-template.entity';

/** What a mail reads of an admin template. */
export type StoredTemplateContent = Pick<EmailTemplate, 'id' | 'subject' | 'html_content'>;

/**
 * A join condition for the admin's active default template of a type; there is at most one
 * (email_templates_one_default_per_type).
 */
export function activeDefaultTemplateOn(alias: string, type: string): string {
  return `${alias}.type = ${type} AND ${alias}.is_default AND ${alias}.is_active`;
}

/** The admin's e-mail templates as the mails read them. */
@Injectable()
export class EmailTemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  byId(id: string): Promise<EmailTemplate | null> {
    return this.dataSource.getRepository(EmailTemplate).findOneBy({ id });
  }
}
