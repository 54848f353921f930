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

export const livenessSchema = z
  .object({ status: z.literal('ok').meta({ description: 'Der Prozess läuft und antwortet' }) })
  .register(apiSchemas, { id: 'LivenessDto' });

export const readinessSchema = z
  .object({
    status: z.enum(['ok', 'degraded', 'error']).meta({
      description:
        "'ok': Datenbank und Redis erreichbar; 'degraded': Redis fehlt (bereit, Ereignisse warten in der Outbox); 'error': Datenbank fehlt",
    }),
    database: probeResult,
    redis: probeResult,
  })
  .register(apiSchemas, { id: 'ReadinessDto' });
