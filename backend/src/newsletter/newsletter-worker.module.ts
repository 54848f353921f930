import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SendNewsletterEmailJob } from './jobs/send-newsletter-email.job';

@Module({
  imports: [MailModule],
  providers: [SendNewsletterEmailJob],
})
export class NewsletterWorkerModule {}
