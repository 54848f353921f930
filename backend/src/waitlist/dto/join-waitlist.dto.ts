import { COMMENTS_MAX_LENGTH } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { companyName, emailAddress, optionalPersonName, phoneNumber } from '../../core/http/field-rules';
import { WAITLIST_MESSAGES } from '../waitlist-messages';

/** Free text is cut, not refused (000 §5: other free-text fields are cut to 1000 characters). */
const cutFreeText = z.preprocess(
  (value) =>
    typeof value === 'string' ? value.trim().slice(0, COMMENTS_MAX_LENGTH) || undefined : (value ?? undefined),
  z.string({ error: 'Ungültiger Kommentar' }).optional(),
);

// `nullable` in the metadata below: the field rules turn null into 'not given' before zod checks the value.

/**
 * join-waitlist (booking dialog) and waitlist-subscribe (waitlist dialog) of 000 §7 with the
 * shared field rules of 000 §5; only courseId and customerEmail are required.
 */
export const joinWaitlistSchema = z
  .object({
    courseId: z.uuid({ error: WAITLIST_MESSAGES.courseInvalid }).meta({ description: 'Der ausgebuchte Kurstermin' }),
    customerEmail: emailAddress().meta({ example: 'laura.hoffmann@example.de' }),
    customerName: optionalPersonName().meta({
      nullable: true,
      description: '2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt',
      example: 'Laura Hoffmann',
    }),
    customerPhone: phoneNumber().meta({
      nullable: true,
      description: 'optional; höchstens 20 Zeichen',
      example: '+49 30 1234567',
    }),
    customerCompany: companyName().meta({
      nullable: true,
      description: 'optional; 2-100 Zeichen',
      example: 'Muster Medical GmbH',
    }),
    customerComments: cutFreeText.meta({ nullable: true, description: 'wird nach 1000 Zeichen abgeschnitten' }),
  })
  .register(apiSchemas, { id: 'JoinWaitlistDto' });
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistSchema>;

export const joinWaitlistResultSchema = z
  .object({
    position: z
      .int()
      .meta({ description: 'Platz in der Warteliste dieses Kurstermins (ab 1, ohne Lücken)', example: 3 }),
    alreadyOnWaitlist: z.boolean().meta({
      description:
        "true, wenn die E-Mail-Adresse schon auf dieser Warteliste steht ('Sie stehen bereits auf der Warteliste für diesen Kurs.'); dann wird keine E-Mail versendet.",
    }),
    email_sent: z.boolean().meta({
      description:
        'true, wenn die Bestätigungs-E-Mail mit dem Abmelde-Link innerhalb weniger Sekunden vom Mailserver angenommen wurde; ' +
        'false bei einem bestehenden Eintrag oder wenn sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht).',
    }),
  })
  .register(apiSchemas, { id: 'JoinWaitlistResultDto' });
export type JoinWaitlistResultDto = z.infer<typeof joinWaitlistResultSchema>;
