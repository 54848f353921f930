import type { Express, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../core/config/app-config';
import { CERTIFICATE_NUMBER } from './certificate-number';
import { certificateByNumber } from './certificate-records';
import { verificationPageHtml, verificationState } from './verification-page';

const STATUS = { valid: 200, replaced: 200, erased: 410, unknown: 404 } as const;

/**
 * GET /zertifikat/{number}: the public page that verifies a certificate (DECISIONS 30). Never
 * indexed (meta tag and X-Robots-Tag) nor cached, as a certificate can be replaced or erased.
 */
export function mountCertificateVerification(express: Express, dataSource: DataSource, config: AppConfig): void {
  express.get('/zertifikat/:number', async (request: Request, response: Response, next: (error: unknown) => void) => {
    try {
      const number = String(request.params.number).trim().toUpperCase();
      const certificate = CERTIFICATE_NUMBER.test(number)
        ? await certificateByNumber(dataSource.manager, number)
        : null;
      const state = verificationState(certificate);
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
