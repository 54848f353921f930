import type { MetaDescriptor } from 'react-router';
import { COURSE_TITLE, PRODUCT_NAME, SITE_EMAIL, SITE_PHONE, SITE_URL } from './site-config';

interface PageSeo {
  /** The page part of '{page} | {product}'. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/online-seminare'. */
  path: string;
  /** Extra schema.org objects besides the breadcrumb. */
  structuredData?: object[];
  /** Name shown as the last breadcrumb item; no breadcrumb on the home page. */
  breadcrumb?: string;
  noindex?: boolean;
  locale?: 'de_DE' | 'en_GB';
}

export const OG_IMAGE_PATH = '/og-image.jpg';

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

function pageTitle(title: string): string {
  return `${title} | ${PRODUCT_NAME}`;
}

export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const url = absoluteUrl(seo.path);
  const structuredData = [...(seo.structuredData ?? [])];
  if (seo.breadcrumb) structuredData.push(breadcrumbSchema(seo.breadcrumb, seo.path));

  return [
    { title },
    { name: 'description', content: seo.description },
    { name: 'robots', content: seo.noindex ? 'noindex, follow' : 'index, follow' },
    ...(seo.noindex ? [] : [{ tagName: 'link', rel: 'canonical', href: url }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:locale', content: seo.locale ?? 'de_DE' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(OG_IMAGE_PATH) },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${PRODUCT_NAME}: Live-Online-Seminar` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    ...structuredData.map((schema) => ({ 'script:ld+json': schema })),
  ];
}

export function organizationSchema(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: PRODUCT_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/apple-touch-icon.png'),
    email: SITE_EMAIL,
    telephone: SITE_PHONE,
    areaServed: 'DE',
    availableLanguage: ['de'],
  };
}

function breadcrumbSchema(name: string, path: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name, item: absoluteUrl(path) },
    ],
  };
}

/** Static course description; dated offers are only known at run time. */
export function courseSchema(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: COURSE_TITLE,
    description:
      'Live-Online-Seminar für Medizinprodukteberater zum Nachweis der Sachkenntnis nach § 83 MPDG: ' +
      'Rechtsgrundlagen, Klassifizierung, Beratungspraxis, Qualitätsmanagement und Vigilanz.',
    inLanguage: 'de',
    educationalCredentialAwarded: 'Teilnahmezertifikat Medizinprodukteberater',
    provider: { '@type': 'EducationalOrganization', name: PRODUCT_NAME, url: absoluteUrl('/') },
    offers: { '@type': 'Offer', category: 'Paid', priceCurrency: 'EUR' },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      // 08:30-16:00 (DECISIONS.md 3).
      courseWorkload: 'PT7H30M',
      inLanguage: 'de',
    },
  };
}
