import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';

export const reissueCertificateSchema = z
  .object({
    name: z
      .string('Bitte geben Sie den Namen an.')
      .trim()
      .min(2, 'Bitte geben Sie den Namen an.')
      .max(100, 'Der Name darf höchstens 100 Zeichen lang sein.'),
  })
  .register(apiSchemas, { id: 'AdminReissueCertificateRequest' });

export const certificateActionResponseSchema = z
  .object({ certificateNumber: z.string(), message: z.string() })
  .register(apiSchemas, { id: 'AdminCertificateActionResponse' });
