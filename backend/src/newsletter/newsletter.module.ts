import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriber]), MailModule],
  controllers: [NewsletterController],
  providers: [NewsletterService, NewsletterSubscriberRepository],
  exports: [NewsletterService],
})
export class NewsletterModule {}
