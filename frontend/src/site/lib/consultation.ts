import { mailHref } from './site-config';
import { SITE } from './site-settings';

export interface ConsultationMail {
  subject: string;
  body: string;
}

export const CONSULTATION_MAIL: ConsultationMail = {
  subject: 'Beratungsanfrage: Medizinprodukteberater Zertifizierung',
  body: 'Guten Tag,\n\nich interessiere mich für das Online-Seminar zum Medizinprodukteberater und bitte um eine kurze Beratung.\n\nMeine Telefonnummer: \nAm besten erreichbar: \n\nMit freundlichen Grüßen\n',
};

/** WhatsApp's deep link with the text prefilled, or null when no number is configured (SITE_MESSENGER_NUMBER). */
export function messengerHref(text: string): string | null {
  const digits = SITE.messengerDigits;
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

export function consultationMailHref(mail: ConsultationMail): string {
  return mailHref(mail.subject, mail.body);
}
