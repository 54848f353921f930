import type { ApiSchema } from '../../api/types';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

/** One row of /api/admin/email-templates (snake_case as stored). */
export type EmailTemplateRecord = ApiSchema<'AdminEmailTemplateDto'>;

export type EmailTemplateFormValues = Pick<
  EmailTemplateRecord,
  'name' | 'type' | 'subject' | 'html_content' | 'is_active' | 'is_default'
>;

export type EmailTemplatePreview = ApiSchema<'AdminEmailTemplatePreviewResponse'>;

const TEMPLATES_URL = `${ADMIN_API_URL}/email-templates`;

/** The server fills the sample data into the sanitised body, inside the product's mail layout. */
export async function previewEmailTemplate(subject: string, htmlContent: string): Promise<EmailTemplatePreview> {
  const response = await adminHttpClient(`${TEMPLATES_URL}/preview`, {
    method: 'POST',
    body: JSON.stringify({
      subject,
      html_content: htmlContent,
    } satisfies ApiSchema<'AdminEmailTemplatePreviewRequest'>),
  });
  return response.json as EmailTemplatePreview;
}

export async function sendTestEmail(templateId: string, email: string): Promise<void> {
  await adminHttpClient(`${TEMPLATES_URL}/${templateId}/test`, {
    method: 'POST',
    body: JSON.stringify({ email } satisfies ApiSchema<'AdminEmailTemplateTestRequest'>),
  });
}
