import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { companyName, COMMENTS_MAX_LENGTH, emailAddress, optionalPersonName, phoneNumber } from '../../core/http/field-rules';
import { WAITLIST_MESSAGES } from '../waitlist-messages';

/** Free text is cut, not refused (000 §5: other free-text fields are cut to 1000 characters). */
const cutFreeText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().slice(0, COMMENTS_MAX_LENGTH) || undefined : (value ?? undefined)),
  z.string({ error: 'Ungültiger Kommentar' }).optional(),
);

/**
 * join-waitlist (booking dialog) and waitlist-subscribe (waitlist dialog) of 000 §7 with the
 * shared field rules of 000 §5; only courseId and customerEmail are required.
 */
export const joinWaitlistSchema = z.object({
  courseId: z.uuid({ error: WAITLIST_MESSAGES.courseInvalid }),
  customerEmail: emailAddress(),
  customerName: optionalPersonName(),
  customerPhone: phoneNumber(),
  customerCompany: companyName(),
  customerComments: cutFreeText,
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;

export class JoinWaitlistDto {
  @ApiProperty({ format: 'uuid', description: 'Der ausgebuchte Kurstermin' }) courseId: string;
  @ApiProperty({ example: 'laura.hoffmann@example.de', maxLength: 254 }) customerEmail: string;
  @ApiPropertyOptional({ example: 'Laura Hoffmann', nullable: true, description: '2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt' })
  customerName?: string | null;
  @ApiPropertyOptional({ example: '+49 30 1234567', nullable: true, description: 'optional; höchstens 20 Zeichen' })
  customerPhone?: string | null;
  @ApiPropertyOptional({ example: 'Muster Medical GmbH', nullable: true, description: 'optional; 2-100 Zeichen' })
  customerCompany?: string | null;
  @ApiPropertyOptional({ nullable: true, description: 'wird nach 1000 Zeichen abgeschnitten' })
  customerComments?: string | null;
}

export class JoinWaitlistResultDto {
  @ApiProperty({ example: 3, description: 'Platz in der Warteliste dieses Kurstermins (ab 1, ohne Lücken)' })
  position: number;

  @ApiProperty({
    description: "true, wenn die E-Mail-Adresse schon auf dieser Warteliste steht ('Sie stehen bereits auf der Warteliste für diesen Kurs.'); dann wird keine E-Mail versendet.",
  })
  alreadyOnWaitlist: boolean;

  @ApiProperty({
    description:
      'true, wenn die Bestätigungs-E-Mail mit dem Abmelde-Link innerhalb weniger Sekunden vom Mailserver angenommen wurde; ' +
      'false bei einem bestehenden Eintrag oder wenn sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht).',
  })
  email_sent: boolean;
}
