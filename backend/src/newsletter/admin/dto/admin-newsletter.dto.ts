import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';

const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'unconfirmed'] as const;
export const SUBSCRIBER_NOT_FOUND_MESSAGE = 'Abonnent nicht gefunden.';

export const adminNewsletterFilterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
      .optional()
      .meta({ description: 'Sucht in E-Mail und Name' }),
    status: z.enum(SUBSCRIBER_STATUSES, 'Unbekannter Status.').optional(),
    id: z.array(z.uuid('Ungültige Abonnenten-Nummer.')).max(500).optional(),
  })
  .register(apiSchemas, { id: 'AdminNewsletterFilter' });
export type AdminNewsletterFilter = z.infer<typeof adminNewsletterFilterSchema>;

export const adminSubscriberRowSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string(),
    active: z.boolean(),
    status: z
      .enum(SUBSCRIBER_STATUSES)
      .meta({ description: 'active: bestätigt; unconfirmed: Double-Opt-in offen; unsubscribed: abgemeldet' }),
    source: z.string(),
    subscribed_at: isoDateTime,
    confirmed_at: isoDateTime.nullable(),
    unsubscribed_at: isoDateTime.nullable(),
  })
  .register(apiSchemas, { id: 'AdminNewsletterSubscriberDto' });
export type AdminSubscriberRow = z.output<typeof adminSubscriberRowSchema>;

export const newsletterStatsSchema = z
  .object({
    active: z.int(),
    unsubscribed: z.int(),
    total: z.int().meta({ description: 'Alle Einträge, auch unbestätigte' }),
  })
  .register(apiSchemas, { id: 'AdminNewsletterStats' });

export const subscriberRemovedSchema = z
  .object({ id: z.uuid(), deleted: z.literal(true) })
  .register(apiSchemas, { id: 'AdminNewsletterSubscriberRemoved' });
