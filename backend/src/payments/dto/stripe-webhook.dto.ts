import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import type { WebhookResult } from '../payment-events.service';

/** Every WebhookResult once (the type makes a missing or extra one a compile error). */
const WEBHOOK_RESULTS: { [Result in WebhookResult]: Result } = {
  processed: 'processed',
  duplicate: 'duplicate',
  ignored: 'ignored',
};

export const stripeWebhookResultSchema = z
  .object({
    received: z.literal(true),
    result: z
      .enum(WEBHOOK_RESULTS)
      .meta({ description: 'duplicate: diese Event-ID wurde schon verarbeitet; ignored: Event-Typ ohne Wirkung' }),
  })
  .register(apiSchemas, { id: 'StripeWebhookResultDto' });
