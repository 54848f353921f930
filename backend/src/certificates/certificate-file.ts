import type { AppConfig } from '../core/config/app-config';
import { renderCertificatePdf } from './certificate-pdf';
import type { CertificateRecord } from './certificates.repository';
import { verificationUrl } from './verification-url';

export function certificateFileName(number: string): string {
  return `Teilnahmezertifikat-${number}.pdf`;
}

/** The certificate's PDF, the same in its mail and as the download in 'Meine Buchungen'. */
export function certificatePdfOf(
  certificate: CertificateRecord,
  participantName: string,
  site: AppConfig['site'],
): Promise<Buffer> {
  return renderCertificatePdf({
    courseTitle: certificate.course_title,
    courseDate: certificate.course_date,
    startTime: certificate.start_time,
    endTime: certificate.end_time,
    number: certificate.number,
    participantName,
    issuedOn: certificate.issued_at,
    place: site.city,
    trainerName: site.trainerName,
    operator: site.operator,
    issuerName: site.name,
    verificationUrl: verificationUrl(site.url, certificate.number),
  });
}
