import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';

const probeResult = z.enum(['up', 'down']);

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']).meta({ description: "'ok' nur, wenn Datenbank und Redis erreichbar sind" }),
    database: probeResult,
    redis: probeResult,
  })
  .register(apiSchemas, { id: 'HealthDto' });
