import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SendNewsletterEmailJob } from './jobs/send-newsletter-email.job';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository';

@Module({
  imports: [MailModule],
  providers: [SendNewsletterEmailJob, NewsletterSubscriberRepository],
})
export class NewsletterWorkerModule {}
