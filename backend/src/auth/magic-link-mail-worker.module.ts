import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SendMagicLinkEmailJob } from './jobs/send-magic-link-email.job';

@Module({
  imports: [MailModule],
  providers: [SendMagicLinkEmailJob],
})
export class MagicLinkMailWorkerModule {}
