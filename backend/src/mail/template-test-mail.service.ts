import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { SAMPLE_PLACEHOLDER_VALUES } from '@mpb/emails';
import { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { LOGGER } from '../core/logging/logging.module';
import { cancelRequestUrl } from './booking-mail-data';
import { EmailSenderService } from './email-sender.service';
import { StoredTemplateService } from './stored-template.service';

interface TemplateTestResult {
  subject: string;
  /** Placeholders the template uses that are not known; they were left empty. */
  unknownPlaceholders: string[];
}

/**
 * The admin's 'send test e-mail' (send-test-email; POST /api/admin/email-templates/:id/test):
 * the template, active or not, filled with realistic sample data and sent at once, so the admin
 * sees failures and unknown placeholders right away.
 */
@Injectable()
export class TemplateTestMailService {
  constructor(
    private readonly templates: StoredTemplateService,
    private readonly sender: EmailSenderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sendTest(templateId: string, testEmail: string): Promise<TemplateTestResult> {
    const to = z.email().safeParse(testEmail.trim().toLowerCase());
    if (!to.success) throw ApiError.badRequest('Ungültige E-Mail-Adresse', { testEmail: 'Ungültige E-Mail-Adresse' });
    const template = z.uuid().safeParse(templateId).success ? await this.templates.findById(templateId) : null;
    if (!template) throw ApiError.notFound('E-Mail-Template nicht gefunden.');

    const values = {
      ...SAMPLE_PLACEHOLDER_VALUES,
      cancel_url: cancelRequestUrl(this.config.site, SAMPLE_PLACEHOLDER_VALUES.booking_id),
    };
    const rendered = this.templates.render(template, values);
    const mail = { ...rendered, subject: `[Test] ${rendered.subject}` };
    try {
      await this.sender.send(
        {
          idempotencyKey: `template-test:${randomUUID()}`,
          type: 'test-email',
          to: to.data,
          render: () => Promise.resolve(mail),
          direct: true,
        },
        { isFinal: true },
      );
    } catch (error) {
      this.logger.warn({ err: error, templateId }, 'test e-mail could not be sent');
      throw new ApiError(HttpStatus.BAD_GATEWAY, 'Fehler beim Versenden der Test-E-Mail');
    }
    return { subject: mail.subject, unknownPlaceholders: rendered.unknownPlaceholders ?? [] };
  }
}
