import { EMAIL_TEMPLATE_TYPES, PLACEHOLDER_NAMES } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';

const NAME_MAX = 200;
const SUBJECT_MAX = 300;
const HTML_MAX = 200_000;

export const EMAIL_TEMPLATE_MESSAGES = {
  notFound: 'E-Mail-Template nicht gefunden.',
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: `Der Name darf höchstens ${NAME_MAX} Zeichen lang sein.`,
  typeInvalid: 'Bitte wählen Sie Bestätigung, Stornierung oder Manuell.',
  subjectRequired: 'Bitte geben Sie einen Betreff ein.',
  subjectTooLong: `Der Betreff darf höchstens ${SUBJECT_MAX} Zeichen lang sein.`,
  htmlRequired: 'Bitte geben Sie den Inhalt der E-Mail ein.',
  htmlTooLong: 'Der Inhalt der E-Mail ist zu lang.',
  flagInvalid: 'Bitte wählen Sie ja oder nein.',
  emailInvalid: 'Ungültige E-Mail-Adresse',
  testSent: 'Test-E-Mail versendet',
} as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/** The editor's fields (001 §3), snake_case as the rows; html_content is sanitised before it is stored. */
const emailTemplateFields = {
  name: requiredText(EMAIL_TEMPLATE_MESSAGES.nameRequired, NAME_MAX, EMAIL_TEMPLATE_MESSAGES.nameTooLong),
  type: z.enum(EMAIL_TEMPLATE_TYPES, EMAIL_TEMPLATE_MESSAGES.typeInvalid),
  subject: requiredText(
    EMAIL_TEMPLATE_MESSAGES.subjectRequired,
    SUBJECT_MAX,
    EMAIL_TEMPLATE_MESSAGES.subjectTooLong,
  ).meta({ example: 'Ihre Buchung {{booking_id}}' }),
  html_content: requiredText(EMAIL_TEMPLATE_MESSAGES.htmlRequired, HTML_MAX, EMAIL_TEMPLATE_MESSAGES.htmlTooLong).meta({
    description: `HTML (serverseitig bereinigt); Platzhalter {{name}}: ${PLACEHOLDER_NAMES.join(', ')}; unbekannte werden abgelehnt`,
  }),
  is_active: z.boolean(EMAIL_TEMPLATE_MESSAGES.flagInvalid),
  is_default: z
    .boolean(EMAIL_TEMPLATE_MESSAGES.flagInvalid)
    .meta({ description: 'Ein Standard je Typ: setzt den bisherigen Standard des Typs zurück' }),
};

export const createEmailTemplateSchema = z
  .object({
    ...emailTemplateFields,
    type: emailTemplateFields.type.default('confirmation'),
    is_active: emailTemplateFields.is_active.default(true),
    is_default: emailTemplateFields.is_default.default(false),
  })
  .meta({ description: 'Neues E-Mail-Template. Unbekannte Felder werden ignoriert.' })
  .register(apiSchemas, { id: 'AdminCreateEmailTemplateRequest' });

export const updateEmailTemplateSchema = z
  .object(emailTemplateFields)
  .partial()
  .meta({ description: 'E-Mail-Template ändern (react-admin sendet den ganzen Datensatz). Fehlende Felder bleiben.' })
  .register(apiSchemas, { id: 'AdminUpdateEmailTemplateRequest' });
export type EmailTemplateChanges = z.output<typeof updateEmailTemplateSchema>;

export const emailTemplatePreviewSchema = z
  .object({
    subject: z
      .string(EMAIL_TEMPLATE_MESSAGES.subjectRequired)
      .max(SUBJECT_MAX, EMAIL_TEMPLATE_MESSAGES.subjectTooLong)
      .default(''),
    html_content: emailTemplateFields.html_content,
  })
  .register(apiSchemas, { id: 'AdminEmailTemplatePreviewRequest' });

export const emailTemplateTestSchema = z
  .object({
    email: z
      .string(EMAIL_TEMPLATE_MESSAGES.emailInvalid)
      .trim()
      .toLowerCase()
      .pipe(z.email(EMAIL_TEMPLATE_MESSAGES.emailInvalid)),
  })
  .register(apiSchemas, { id: 'AdminEmailTemplateTestRequest' });

export const adminEmailTemplateFilterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.')
      .optional()
      .meta({ description: 'Sucht in Name und Betreff' }),
    type: z.enum(EMAIL_TEMPLATE_TYPES, EMAIL_TEMPLATE_MESSAGES.typeInvalid).optional(),
    id: z.array(z.uuid('Ungültige Template-Nummer.')).max(500).optional(),
  })
  .register(apiSchemas, { id: 'AdminEmailTemplateFilter' });
export type AdminEmailTemplateFilter = z.infer<typeof adminEmailTemplateFilterSchema>;

export const adminEmailTemplateRowSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(EMAIL_TEMPLATE_TYPES),
    subject: z.string(),
    html_content: z.string(),
    is_active: z.boolean(),
    is_default: z.boolean(),
    variables: z.array(z.string()).meta({ description: 'Im Template verwendete Platzhalter' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminEmailTemplateDto' });
export type AdminEmailTemplateRow = z.output<typeof adminEmailTemplateRowSchema>;

export const emailTemplatePreviewResponseSchema = z
  .object({ subject: z.string(), html: z.string(), unknownPlaceholders: z.array(z.string()) })
  .register(apiSchemas, { id: 'AdminEmailTemplatePreviewResponse' });

export const emailTemplateTestResponseSchema = z
  .object({
    message: z.literal(EMAIL_TEMPLATE_MESSAGES.testSent),
    subject: z.string(),
    unknownPlaceholders: z.array(z.string()),
  })
  .register(apiSchemas, { id: 'AdminEmailTemplateTestResponse' });

export const emailTemplateDeletedSchema = z
  .object({ id: z.uuid(), deleted: z.literal(true) })
  .register(apiSchemas, { id: 'AdminEmailTemplateDeletedResponse' });
