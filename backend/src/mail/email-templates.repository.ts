import { Injectable } from '@nestjs/common';
import type { EmailTemplateType } from '@mpb/domain';
import { DataSource } from 'typeorm';
import { EmailTemplate } from './email-template.entity';

/** The admin's e-mail templates as the mails read them. */
@Injectable()
export class EmailTemplatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  activeDefault(type: EmailTemplateType): Promise<EmailTemplate | null> {
    return this.dataSource.getRepository(EmailTemplate).findOneBy({ type, is_default: true, is_active: true });
  }

  byId(id: string): Promise<EmailTemplate | null> {
    return this.dataSource.getRepository(EmailTemplate).findOneBy({ id });
  }
}
