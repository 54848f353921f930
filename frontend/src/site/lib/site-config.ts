/** Product name used in every page title ('{page} | {product}') and in structured data. */
export const PRODUCT_NAME = 'Medizinprodukteberater Zertifizierung';

/** The course every page talks about (spec default course title). */
export const COURSE_TITLE = 'Medizinprodukteberater Basiszertifizierung';

/** A listed date's price when the date names none: 49900 cents (spec §9). */
export const FALLBACK_PRICE_CENTS = 49_900;

/** Contact details come from build-time configuration; the defaults are neutral examples. */
export const SITE_PHONE: string = import.meta.env.VITE_SITE_PHONE || '0800 000 0000';
export const SITE_EMAIL: string = import.meta.env.VITE_SITE_EMAIL || 'info@example.de';

/** Absolute origin for canonical and Open Graph URLs (no trailing slash). */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL || 'https://medizinprodukteberater.example').replace(
  /\/+$/,
  '',
);

/** 'tel:' link for a German number written for humans ('0800 000 0000' -> 'tel:+498000000000'). */
export function phoneHref(phone: string = SITE_PHONE): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith('0')) return `tel:+49${digits.slice(1)}`;
  return `tel:${digits}`;
}

export function mailHref(subject?: string, body?: string, email: string = SITE_EMAIL): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  const search = query.toString().replace(/\+/g, '%20');
  return `mailto:${email}${search ? `?${search}` : ''}`;
}
