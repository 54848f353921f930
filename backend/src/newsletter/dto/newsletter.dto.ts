import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { emailAddress, FIELD_MESSAGES, optionalPersonName } from '../../core/http/field-rules';

export const NEWSLETTER_SOURCES = ['website', 'warteliste'] as const;

export const newsletterSignupSchema = z.object({
  customerName: optionalPersonName(),
  customerEmail: emailAddress(),
  source: z.enum(NEWSLETTER_SOURCES, { error: 'Ungültige Quelle' }).default('website'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** The waitlist landing page (/warteliste) asks for both name and e-mail. */
export function newsletterSignupExtraChecks(raw: Record<string, unknown>): Record<string, string> {
  const name = typeof raw.customerName === 'string' ? raw.customerName.trim() : '';
  return raw.source === 'warteliste' && !name ? { customerName: FIELD_MESSAGES.nameRequired } : {};
}

export class NewsletterSignupDto {
  @ApiPropertyOptional({ example: 'Maria Schneider', description: '2-50 Buchstaben; Pflicht bei source "warteliste"' })
  customerName?: string;

  @ApiProperty({ example: 'maria.schneider@example.de', maxLength: 254 })
  customerEmail: string;

  @ApiPropertyOptional({ enum: NEWSLETTER_SOURCES, default: 'website', description: 'Wo die Anmeldung herkam' })
  source?: (typeof NEWSLETTER_SOURCES)[number];
}

export class NewsletterSignupResultDto {
  @ApiProperty({ description: 'Nur für eine bereits bestätigte, aktive Adresse true; dann wird keine E-Mail versendet.' })
  alreadySubscribed: boolean;

  @ApiProperty({
    description:
      'true, wenn die Bestätigungs-E-Mail (Double-Opt-in) innerhalb weniger Sekunden vom Mailserver angenommen wurde. ' +
      'false, wenn keine E-Mail nötig war (alreadySubscribed) oder sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht).',
  })
  email_sent: boolean;
}

export class NewsletterMessageDto {
  @ApiProperty({ example: 'Sie wurden erfolgreich vom Newsletter abgemeldet.' })
  message: string;
}

export class NewsletterErrorDto {
  @ApiProperty({ example: 'Ungültiger Abmelde-Link' })
  error: string;
}
