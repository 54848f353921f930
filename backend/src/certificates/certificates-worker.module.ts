import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SendCertificateEmailJob } from './jobs/send-certificate-email.job';

/** Worker only: renders certificates and mails them. */
@Module({
  imports: [MailModule],
  providers: [SendCertificateEmailJob],
})
export class CertificatesWorkerModule {}
