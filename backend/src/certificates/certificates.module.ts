import { Module } from '@nestjs/common';
import { CertificateHoldersRepository } from './certificate-holders.repository';
import { CertificateRevocationService } from './certificate-revocation.service';
import { CertificateVerificationService } from './certificate-verification.service';
import { CertificatesController } from './certificates.controller';
import { CertificatesRepository } from './certificates.repository';

/** Certificates: public verification, and what attendance and cancellation do to them. */
@Module({
  controllers: [CertificatesController],
  providers: [
    CertificatesRepository,
    CertificateHoldersRepository,
    CertificateRevocationService,
    CertificateVerificationService,
  ],
  exports: [
    CertificatesRepository,
    CertificateHoldersRepository,
    CertificateRevocationService,
    CertificateVerificationService,
  ],
})
export class CertificatesModule {}
