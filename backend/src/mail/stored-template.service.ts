import { Inject, Injectable } from '@nestjs/common';
import type { PlaceholderValues } from '@mpb/emails';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { EmailTemplate } from './email-template.entity';
import { EmailTemplatesRepository, StoredTemplateContent } from './email-templates.repository';
import { RenderedMail } from './email-sender.service';
import { MailAttachment } from './mail-message';
import { renderTemplateMail } from './template-html/render-template-mail';

/** The admin's e-mail templates (email_templates): an active default one replaces the built-in mail of its type. */
@Injectable()
export class StoredTemplateService {
  constructor(
    private readonly stored: EmailTemplatesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  findById(id: string): Promise<EmailTemplate | null> {
    return this.stored.byId(id);
  }

  /**
   * Fills the placeholders (escaped where they land), sanitises and wraps the body in the shared
   * layout; a booking mail's sign-in link to 'Meine Buchungen' follows the admin's text.
   */
  render(
    template: StoredTemplateContent,
    values: PlaceholderValues,
    attachments: MailAttachment[] = [],
    myBookingsUrl?: string,
  ): RenderedMail {
    const rendered = renderTemplateMail(
      { subject: template.subject, html: template.html_content },
      values,
      { site: this.config.site },
      { myBookingsUrl },
    );
    return {
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(attachments.length ? { attachments } : {}),
      templateId: template.id,
      unknownPlaceholders: rendered.unknownPlaceholders,
    };
  }
}
