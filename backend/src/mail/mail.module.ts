import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingEmailComposer } from './booking-email/booking-email.composer';
import { DeliveredMailStore } from './delivered-mails';
import { EmailSenderService } from './email-sender.service';
import { MailDeliveryStatusService } from './mail-delivery-status.service';
import { MailTransportService } from './mail-transport.service';
import { StoredTemplateService } from './stored-template.service';
import { TemplateTestMailService } from './template-test-mail.service';
import { EmailLog } from './email-log.entity';
import { EmailTemplate } from './email-template.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmailLog, EmailTemplate])],
  providers: [
    MailTransportService,
    DeliveredMailStore,
    EmailSenderService,
    StoredTemplateService,
    BookingEmailComposer,
    MailDeliveryStatusService,
    TemplateTestMailService,
  ],
  exports: [
    MailTransportService,
    EmailSenderService,
    StoredTemplateService,
    BookingEmailComposer,
    MailDeliveryStatusService,
    TemplateTestMailService,
  ],
})
export class MailModule {}
