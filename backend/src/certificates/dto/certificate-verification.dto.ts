import { CERTIFICATE_STATES, type CertificateState } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';

export type VerificationState = CertificateState;

export const certificateVerificationSchema = z
  .object({
    status: z.enum(CERTIFICATE_STATES),
    name: z.string().optional().meta({ description: "Nur bei 'valid' und 'replaced'" }),
    courseTitle: z.string().optional().meta({ description: "Bei 'valid', 'replaced' und 'revoked'" }),
    date: z.string().optional().meta({ description: 'Kursdatum (yyyy-MM-dd)', example: '2026-12-15' }),
  })
  .meta({
    description:
      "Öffentliche Prüfung eines Zertifikats. 'revoked': widerrufen (Teilnahme nicht bestätigt oder Buchung storniert), ohne Namen; 'erased': nach DSGVO gelöscht; 'unknown': keine solche Nummer.",
  })
  .register(apiSchemas, { id: 'CertificateVerification' });
export type CertificateVerificationDto = z.infer<typeof certificateVerificationSchema>;
