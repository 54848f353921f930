import { mailHref } from './site-config';

export interface ConsultationMail {
  subject: string;
  body: string;
}

export const CONSULTATION_MAIL: ConsultationMail = {
  subject: 'Beratungsanfrage: Medizinprodukteberater Zertifizierung',
  body: 'Guten Tag,\n\nich interessiere mich für das Online-Seminar zum Medizinprodukteberater und bitte um eine kurze Beratung.\n\nMeine Telefonnummer: \nAm besten erreichbar: \n\nMit freundlichen Grüßen\n',
};

/** The number of the messaging app (international, e.g. '+49 151 00000000'); no link without it. */
const MESSENGER_NUMBER: string = import.meta.env.VITE_SITE_MESSENGER_NUMBER || '';

/** WhatsApp's deep link with the text prefilled, or null when no number is configured. */
export function messengerHref(text: string): string | null {
  const digits = MESSENGER_NUMBER.replace(/\D/g, '').replace(/^00/, '');
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

export function consultationMailHref(mail: ConsultationMail): string {
  return mailHref(mail.subject, mail.body);
}
