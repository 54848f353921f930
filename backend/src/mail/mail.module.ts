import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEmailComposer } from './booking-email/booking-email.composer';
import { BookingMailRepository } from './booking-mail.repository';
import { DeliveredMailStore } from './delivered-mails';
import { EmailLogRepository } from './email-log.repository';
import { EmailSenderService } from './email-sender.service';
import { EmailTemplatesRepository } from './email-templates.repository';
import { MailDeliveryStatusService } from './mail-delivery-status.service';
import { MailTransportService } from './mail-transport.service';
import { StoredTemplateService } from './stored-template.service';
import { TemplateTestMailService } from './template-test-mail.service';
import { EmailLog } from './email-log.entity';
import { EmailTemplate } from './email-template.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmailLog, EmailTemplate])],
  providers: [
    EmailLogRepository,
    BookingMailRepository,
    EmailTemplatesRepository,
    MailTransportService,
    DeliveredMailStore,
    EmailSenderService,
    StoredTemplateService,
    BookingEmailComposer,
    MailDeliveryStatusService,
    TemplateTestMailService,
  ],
  exports: [
    EmailLogRepository,
    BookingMailRepository,
    MailTransportService,
    EmailSenderService,
    StoredTemplateService,
    BookingEmailComposer,
    MailDeliveryStatusService,
    TemplateTestMailService,
  ],
})
export class MailModule {}
