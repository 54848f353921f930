/** The admin's stored e-mail templates (001 §3): their types and the `{{placeholder}}` names they may use. */

export const EMAIL_TEMPLATE_TYPES = ['confirmation', 'cancellation', 'manual-confirmation'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const EMAIL_TEMPLATE_TYPE_LABELS: Record<EmailTemplateType, string> = {
  confirmation: 'Bestätigung',
  cancellation: 'Stornierung',
  'manual-confirmation': 'Manuell',
};

export const PLACEHOLDER_NAMES = [
  'customer_name',
  'booking_id',
  'course_title',
  'course_date',
  'course_time',
  'course_location',
  'amount',
  'cancel_url',
] as const;

export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
