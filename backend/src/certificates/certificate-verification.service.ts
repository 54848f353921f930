import { Injectable } from '@nestjs/common';
import { CERTIFICATE_NUMBER } from './certificate-number';
import { CertificateRecord, CertificatesRepository } from './certificates.repository';
import { CertificateVerificationDto, VerificationState } from './dto/certificate-verification.dto';

/**
 * Public verification of a certificate number (DECISIONS 30), GET /api/certificates/:number, which
 * the site's page /zertifikat/{number} shows. A revoked certificate names no one: its holder was not
 * there or cancelled, which is no one else's business.
 */
@Injectable()
export class CertificateVerificationService {
  constructor(private readonly certificates: CertificatesRepository) {}

  /** A malformed number is 'unknown' without a lookup. */
  async publicView(typed: string): Promise<CertificateVerificationDto> {
    const number = typed.trim().toUpperCase();
    const certificate = CERTIFICATE_NUMBER.test(number) ? await this.certificates.byNumber(number) : null;
    const state = verificationState(certificate);
    if (!certificate || state === 'erased' || state === 'unknown') return { status: state };
    const course = { courseTitle: certificate.course_title, date: certificate.course_date };
    if (state === 'revoked') return { status: state, ...course };
    return { status: state, name: certificate.participant_name!, ...course };
  }
}

function verificationState(certificate: CertificateRecord | null): VerificationState {
  if (!certificate) return 'unknown';
  if (certificate.erased_at || !certificate.participant_name) return 'erased';
  if (certificate.revoked_at) return 'revoked';
  return certificate.replaced_at ? 'replaced' : 'valid';
}
