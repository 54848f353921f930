/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_PHONE?: string;
  readonly VITE_SITE_EMAIL?: string;
  readonly VITE_SITE_URL?: string;
  /** 'Name, address' of the operator. */
  readonly VITE_SITE_OPERATOR?: string;
  /** Operator details for the legal pages; see site-config.ts. */
  readonly VITE_SITE_COMPANY?: string;
  readonly VITE_SITE_STREET?: string;
  readonly VITE_SITE_POSTAL_CODE?: string;
  readonly VITE_SITE_CITY?: string;
  readonly VITE_SITE_REGISTER_COURT?: string;
  readonly VITE_SITE_REGISTER_NUMBER?: string;
  readonly VITE_SITE_MANAGING_DIRECTORS?: string;
  readonly VITE_SITE_VAT_ID?: string;
  readonly VITE_SITE_CONTENT_RESPONSIBLE?: string;
  readonly VITE_SITE_PRIVACY_AUTHORITY?: string;
  readonly VITE_SITE_HOSTING_PROVIDER?: string;
  readonly VITE_SITE_MAIL_PROVIDER?: string;
  /** Months ('2026-05') of the last and next legal review of /rechtslage-strafen. */
  readonly VITE_SITE_LEGAL_CHECK_LAST?: string;
  readonly VITE_SITE_LEGAL_CHECK_NEXT?: string;
  readonly VITE_BLOG_DISCOUNT_CODE?: string;
  readonly VITE_SITE_MESSENGER_NUMBER?: string;
  readonly VITE_ANALYTICS_SITE_ID?: string;
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
