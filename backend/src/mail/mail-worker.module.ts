import { Module } from '@nestjs/common';
import { SendEmailJob } from './jobs/send-email.job';
import { MailModule } from './mail.module';

@Module({
  imports: [MailModule],
  providers: [SendEmailJob],
})
export class MailWorkerModule {}
