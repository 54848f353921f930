import { SITE } from './site-settings';

/** Product name used in every page title ('{page} | {product}') and in structured data. */
export const PRODUCT_NAME = 'Medizinprodukteberater Zertifizierung';

/** The course every page talks about (spec default course title). */
export const COURSE_TITLE = 'Medizinprodukteberater Basiszertifizierung';

/** Contact details of the running server's configuration (site-settings.ts). */
export const SITE_PHONE: string = SITE.phone;
export const SITE_EMAIL: string = SITE.email;

/** Absolute origin for canonical and Open Graph URLs (no trailing slash). */
export const SITE_URL: string = SITE.url;

/** 'tel:' link of the site's phone number. */
export function phoneHref(): string {
  return SITE.phoneHref;
}

export function mailHref(subject?: string, body?: string, email: string = SITE_EMAIL): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  const search = query.toString().replace(/\+/g, '%20');
  return `mailto:${email}${search ? `?${search}` : ''}`;
}
