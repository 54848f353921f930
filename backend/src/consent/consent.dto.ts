import { z } from 'zod';
import { apiSchemas } from '../core/http/api-schemas';

/** Documents the call; the controller reads the body leniently, since any input answers 204. */
export const consentRevokeSchema = z
  .object({
    action: z.literal('revoke_consent'),
    email: z.string().nullable().meta({ description: 'Gespeicherte E-Mail-Adresse der Person oder null' }),
  })
  .register(apiSchemas, { id: 'ConsentRevokeDto' });
