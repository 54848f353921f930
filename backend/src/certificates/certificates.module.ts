import { Module } from '@nestjs/common';
import { CertificateRevocationService } from './certificate-revocation.service';
import { CertificateVerificationService } from './certificate-verification.service';
import { CertificatesController } from './certificates.controller';
import { CertificatesRepository } from './certificates.repository';

/** Certificates: public verification, and what attendance and cancellation do to them. */
@Module({
  controllers: [CertificatesController],
  providers: [CertificatesRepository, CertificateRevocationService, CertificateVerificationService],
  exports: [CertificatesRepository, CertificateRevocationService, CertificateVerificationService],
})
export class CertificatesModule {}
