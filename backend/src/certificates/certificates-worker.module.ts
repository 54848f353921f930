import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { CertificatesModule } from './certificates.module';
import { SendCertificateEmailJob } from './jobs/send-certificate-email.job';

/** Worker only: renders certificates and mails them. */
@Module({
  imports: [MailModule, CertificatesModule],
  providers: [SendCertificateEmailJob],
})
export class CertificatesWorkerModule {}
