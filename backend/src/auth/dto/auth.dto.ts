import { SITE_PATHS } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { emailAddress } from '../../core/http/field-rules';
import { isSafeRedirectPath } from '../redirect-target';

const REDIRECT_INVALID_MESSAGE = 'Ungültiges Weiterleitungsziel.';

export const magicLinkRequestSchema = z
  .object({
    email: emailAddress().meta({ example: 'maria.schneider@example.de' }),
    redirect: z
      .string({ error: REDIRECT_INVALID_MESSAGE })
      .refine(isSafeRedirectPath, REDIRECT_INVALID_MESSAGE)
      .optional()
      .meta({
        description: 'Pfad dieser Website, auf den der Link führt (Admins landen in /admin)',
        example: SITE_PATHS.courses,
      }),
  })
  .register(apiSchemas, { id: 'MagicLinkRequestDto' });

export const acceptedSchema = z.object({ ok: z.literal(true) }).register(apiSchemas, { id: 'AcceptedDto' });
export type AcceptedDto = z.infer<typeof acceptedSchema>;

export const sessionSchema = z
  .object({
    user: z
      .object({
        email: z.string().meta({ example: 'maria.schneider@example.de' }),
        isAdmin: z.boolean().meta({ description: 'Adresse steht in ADMIN_EMAILS (bei jeder Anfrage neu geprüft)' }),
        secondFactor: z.enum(['not_required', 'enrol', 'verify', 'ok']).meta({
          description:
            "Zweiter Faktor (TOTP) der Admins: 'enrol' = noch einzurichten, 'verify' = in dieser Sitzung noch zu bestätigen",
        }),
      })
      .nullable(),
  })
  .register(apiSchemas, { id: 'SessionDto' });
export type SessionDto = z.infer<typeof sessionSchema>;

export const totpEnrolmentSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32-Schlüssel zum Abtippen' }),
    otpauthUrl: z.string().meta({ example: 'otpauth://totp/…' }),
    qrCodeSvg: z.string().meta({ description: 'QR-Code des otpauth-Links als SVG' }),
    recoveryCodes: z.array(z.string()).meta({
      description: 'Zehn Wiederherstellungscodes, je einmal statt eines TOTP-Codes nutzbar; werden nur jetzt angezeigt',
      example: ['ab3d-ef7h-jk'],
    }),
  })
  .register(apiSchemas, { id: 'TotpEnrolmentDto' });

export const totpCodeSchema = z
  .object({
    code: z.string().meta({
      description: '6-stelliger Code aus der Authenticator-App oder ein Wiederherstellungscode (xxxx-xxxx-xx)',
      example: '123456',
    }),
  })
  .register(apiSchemas, { id: 'TotpCodeDto' });

export const adminIdentitySchema = z
  .object({ email: z.string().meta({ example: 'admin@example.de' }) })
  .register(apiSchemas, { id: 'AdminIdentityDto' });

export const mailLinkQuestionSchema = z
  .object({
    recipient: z
      .string()
      .meta({ description: 'Adresse, die der Link anmeldet', example: 'maria.schneider@example.de' }),
    signedInAs: z
      .string()
      .nullable()
      .meta({ description: 'Adresse der Sitzung, die ersetzt würde', example: 'jonas.weber@example.de' }),
  })
  .register(apiSchemas, { id: 'MailLinkQuestionDto' });
export type MailLinkQuestionDto = z.infer<typeof mailLinkQuestionSchema>;

export const mailLinkSignInSchema = z
  .object({ redirect: z.string().meta({ description: 'Wohin die Seite jetzt wechselt', example: '/meine-buchungen' }) })
  .register(apiSchemas, { id: 'MailLinkSignInDto' });
export type MailLinkSignInDto = z.infer<typeof mailLinkSignInSchema>;
