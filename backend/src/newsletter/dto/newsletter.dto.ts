import { FIELD_MESSAGES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { emailAddress, optionalPersonName } from '../../core/http/field-rules';

const NEWSLETTER_SOURCES = ['website', 'warteliste'] as const;

export const newsletterSignupSchema = z
  .object({
    customerName: optionalPersonName().meta({
      nullable: true,
      description: '2-50 Buchstaben; Pflicht bei source "warteliste"',
      example: 'Maria Schneider',
    }),
    customerEmail: emailAddress().meta({ example: 'maria.schneider@example.de' }),
    source: z
      .enum(NEWSLETTER_SOURCES, { error: 'Ungültige Quelle' })
      .default('website')
      .meta({ description: 'Wo die Anmeldung herkam' }),
  })
  .register(apiSchemas, { id: 'NewsletterSignupDto' });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The waitlist landing page (/warteliste) asks for both name and e-mail. */
export function newsletterSignupExtraChecks(raw: Record<string, unknown>): Record<string, string> {
  const name = typeof raw.customerName === 'string' ? raw.customerName.trim() : '';
  return raw.source === 'warteliste' && !name ? { customerName: FIELD_MESSAGES.nameRequired } : {};
}

export const newsletterSignupResultSchema = z
  .object({
    alreadySubscribed: z
      .boolean()
      .meta({ description: 'Nur für eine bereits bestätigte, aktive Adresse true; dann wird keine E-Mail versendet.' }),
    email_sent: z.boolean().meta({
      description:
        'true, wenn die Bestätigungs-E-Mail (Double-Opt-in) innerhalb weniger Sekunden vom Mailserver angenommen wurde. ' +
        'false, wenn keine E-Mail nötig war (alreadySubscribed) oder sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht).',
    }),
  })
  .register(apiSchemas, { id: 'NewsletterSignupResultDto' });
export type NewsletterSignupResultDto = z.infer<typeof newsletterSignupResultSchema>;

export const newsletterMessageSchema = z
  .object({ message: z.string().meta({ example: 'Sie wurden erfolgreich vom Newsletter abgemeldet.' }) })
  .register(apiSchemas, { id: 'NewsletterMessageDto' });
export type NewsletterMessageDto = z.infer<typeof newsletterMessageSchema>;
