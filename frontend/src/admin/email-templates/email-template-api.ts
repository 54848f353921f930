import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';

/** One row of /api/admin/email-templates (snake_case as stored). */
export type EmailTemplateRecord = ApiSchema<'AdminEmailTemplateDto'>;

export type EmailTemplateFormValues = Pick<
  EmailTemplateRecord,
  'name' | 'type' | 'subject' | 'html_content' | 'is_active' | 'is_default'
>;

export type EmailTemplatePreview = ApiSchema<'AdminEmailTemplatePreviewResponse'>;

/** The server fills the sample data into the sanitised body, inside the product's mail layout. */
export function previewEmailTemplate(subject: string, htmlContent: string): Promise<EmailTemplatePreview> {
  return adminCall(api.POST('/api/admin/email-templates/preview', { body: { subject, html_content: htmlContent } }));
}

export async function sendTestEmail(templateId: string, email: string): Promise<void> {
  await adminCall(
    api.POST('/api/admin/email-templates/{id}/test', { params: { path: { id: templateId } }, body: { email } }),
  );
}
