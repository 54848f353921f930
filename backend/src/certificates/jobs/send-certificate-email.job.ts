import { Inject, Injectable } from '@nestjs/common';
import { renderEmail } from '@mpb/emails';
import { Logger } from 'pino';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { LOGGER } from '../../core/logging/logging.module';
import { HandlesJob, JobHandler } from '../../core/queue/job-handler.decorator';
import { JOBS, JobPayload } from '../../core/queue/job-names';
import { EmailSenderService } from '../../mail/email-sender.service';
import { MY_BOOKINGS_LINKS, MyBookingsLinks } from '../../mail/my-bookings-link';
import { certificateFileName, certificatePdfOf } from '../certificate-file';
import { CertificateHoldersRepository } from '../certificate-holders.repository';
import { CertificatesRepository } from '../certificates.repository';
import { verificationUrl } from '../verification-url';

/** 'Ihr Zertifikat': renders the certificate PDF here in the worker and mails it as attachment. */
@Injectable()
@JobHandler(JOBS.sendCertificateEmail)
export class SendCertificateEmailJob implements HandlesJob<typeof JOBS.sendCertificateEmail> {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly holders: CertificateHoldersRepository,
    private readonly sender: EmailSenderService,
    @Inject(MY_BOOKINGS_LINKS) private readonly myBookingsLinks: MyBookingsLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(
    payload: JobPayload<typeof JOBS.sendCertificateEmail>,
    context: { attempt: number; maxAttempts: number },
  ) {
    const certificate = await this.certificates.byId(payload.certificateId);
    const booking = certificate ? await this.holders.recipient(certificate.booking_id) : null;
    // Replaced meanwhile (the new one has its own mail), revoked, erased on request, or the booking removed.
    if (
      !certificate ||
      certificate.replaced_at ||
      certificate.revoked_at ||
      !certificate.participant_name ||
      !booking ||
      booking.deleted_at
    ) {
      this.logger.info({ certificateId: payload.certificateId }, 'certificate mail no longer wanted; skipped');
      return 'skipped';
    }
    const { site } = this.config;
    const url = verificationUrl(site.url, certificate.number);
    const schedule = {
      courseTitle: certificate.course_title,
      courseDate: certificate.course_date,
      startTime: certificate.start_time,
      endTime: certificate.end_time,
    };
    const myBookingsLink = this.myBookingsLinks.prepare({
      email: booking.customer_email,
      courseStartsAt: booking.starts_at,
    });
    return this.sender.send(
      {
        idempotencyKey: payload.idempotencyKey,
        type: 'certificate',
        to: booking.customer_email,
        bookingId: certificate.booking_id,
        writeWithClaim: myBookingsLink.write,
        render: async () => {
          const pdf = await certificatePdfOf(certificate, certificate.participant_name!, site);
          const mail = renderEmail(
            {
              type: 'certificate',
              props: {
                ...schedule,
                customerName: certificate.participant_name!,
                certificateNumber: certificate.number,
                verificationUrl: url,
                replacesNumber: payload.replacesNumber,
                myBookingsUrl: myBookingsLink.url,
              },
            },
            { site },
          );
          return {
            ...mail,
            attachments: [
              {
                filename: certificateFileName(certificate.number),
                content: pdf.toString('base64'),
                encoding: 'base64' as const,
                contentType: 'application/pdf',
              },
            ],
          };
        },
      },
      { isFinal: context.attempt >= context.maxAttempts },
    );
  }
}
