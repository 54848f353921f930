import { Module } from '@nestjs/common';
import { EmailSenderService } from './email-sender.service';
import { MailTransportService } from './mail-transport.service';

@Module({
  providers: [MailTransportService, EmailSenderService],
  exports: [EmailSenderService, MailTransportService],
})
export class MailModule {}
