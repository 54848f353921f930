import type { Express, Request, Response } from 'express';
import { AppConfig } from '../core/config/app-config';
import { CertificateVerificationService } from './certificate-verification.service';
import { VerificationState } from './dto/certificate-verification.dto';
import { verificationPageHtml } from './verification-page';

const STATUS: Record<VerificationState, number> = {
  valid: 200,
  replaced: 200,
  revoked: 200,
  erased: 410,
  unknown: 404,
};

/**
 * GET /zertifikat/{number}: the public page that verifies a certificate (DECISIONS 30). Never
 * indexed (meta tag and X-Robots-Tag) nor cached, as a certificate can be replaced, revoked or erased.
 */
export function mountCertificateVerification(
  express: Express,
  verification: CertificateVerificationService,
  config: AppConfig,
): void {
  express.get('/zertifikat/:number', async (request: Request, response: Response, next: (error: unknown) => void) => {
    try {
      const { number, state, certificate } = await verification.verify(String(request.params.number));
      response
        .status(STATUS[state])
        .set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex, nofollow',
        })
        .send(verificationPageHtml(state, number, certificate, config.site));
    } catch (error) {
      next(error);
    }
  });
}
