import { CALENDAR_MONTH, TRAINER_PROFILE_DEFAULT_PATH } from '@mpb/domain';
import { z } from 'zod';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const url = z.url();

/** ISO 13616 check: the rearranged IBAN, letters as 10..35, leaves 1 modulo 97. */
function ibanChecksumHolds(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

const iban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'not an IBAN')
      .refine(ibanChecksumHolds, 'IBAN checksum is wrong'),
  );

const bic = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'not a BIC'));

/** Starts every invoice number of a series ('RE' -> 'RE-2026-00042'). */
const invoicePrefix = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,10}$/, '1 bis 10 Großbuchstaben oder Ziffern, z. B. RE');

/** A DATEV account number (Sachkonto or Personenkonto), e.g. 8400. */
const datevAccount = z
  .string()
  .trim()
  .regex(/^[1-9]\d{3,8}$/, '4 bis 9 Ziffern, z. B. 8400');

/** Operator details shown on the site: one line of text. */
const siteText = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[^\p{Cc}]*$/u, 'eine Zeile Text');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: url.default('http://localhost:3000'),
  DATABASE_URL: url.default('postgres://postgres@127.0.0.1:5432/medizinprodukteberater'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  REDIS_URL: url.default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/)
    .default('mpb'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  SMTP_SECURE: booleanString.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Medizinprodukteberater Zertifizierung <noreply@example.de>'),
  MAIL_INBOX_URL: url.optional(),
  SITE_NAME: z.string().min(1).default('Medizinprodukteberater Zertifizierung'),
  SITE_PHONE: z.string().min(3).default('0800 000 0000'),
  SITE_EMAIL: z.email().default('info@example.de'),
  SITE_OPERATOR: z.string().min(1).default('Beispiel Medical Consulting GmbH, Musterstraße 1, 10115 Berlin'),
  SITE_COMPANY: siteText.optional(),
  SITE_STREET: siteText.optional(),
  SITE_POSTAL_CODE: z
    .string()
    .regex(/^\d{4,5}$/, 'Postleitzahl aus 4 oder 5 Ziffern')
    .optional(),
  SITE_CITY: siteText.optional(),
  SITE_REGISTER_COURT: siteText.optional(),
  SITE_REGISTER_NUMBER: siteText.optional(),
  SITE_MANAGING_DIRECTORS: siteText.optional(),
  SITE_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'USt-IdNr. wie DE123456789')
    .optional(),
  SITE_CONTENT_RESPONSIBLE: siteText.optional(),
  SITE_PRIVACY_AUTHORITY: siteText.optional(),
  SITE_HOSTING_PROVIDER: siteText.optional(),
  SITE_MAIL_PROVIDER: siteText.optional(),
  SITE_MESSENGER_NUMBER: z
    .string()
    .regex(/^\+?[\d\s/-]{6,20}$/, 'Nummer international, z. B. +49 151 00000000')
    .optional(),
  BLOG_DISCOUNT_CODE: z.string().trim().min(1).max(40).optional(),
  ANALYTICS_SITE_ID: z.string().trim().min(1).max(200).optional(),
  /** The trainer's profile on /ueber-uns (Markdown, domain/src/trainer-profile.ts); relative to the working directory. */
  SITE_TRAINER_PROFILE: z.string().trim().min(1).default(TRAINER_PROFILE_DEFAULT_PATH),
  /** Overrides the profile's name, on /ueber-uns and on certificates alike. */
  SITE_TRAINER_NAME: z.string().trim().min(2).max(120).optional(),
  /** Advertising claims on /warteliste: none unless configured (only what the operator can prove, § 5 UWG). */
  SITE_CLAIM_PARTICIPANTS: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'ganze Zahl, z. B. 1000')
    .optional(),
  SITE_CLAIM_RECOMMENDATION_PERCENT: z
    .string()
    .regex(/^([1-9]\d?|100)$/, 'ganze Zahl von 1 bis 100, z. B. 98')
    .optional(),
  SITE_LEGAL_CHECK_LAST: z.string().regex(CALENDAR_MONTH, 'Monat als JJJJ-MM, z. B. 2026-05').default('2026-05'),
  SITE_LEGAL_CHECK_NEXT: z.string().regex(CALENDAR_MONTH, 'Monat als JJJJ-MM, z. B. 2026-11').default('2026-11'),
  SITE_BANK_ACCOUNT_HOLDER: z.string().trim().min(2).max(70).optional(),
  SITE_BANK_IBAN: iban.optional(),
  SITE_BANK_BIC: bic.optional(),
  INVOICE_NUMBER_PREFIX: invoicePrefix.default('RE'),
  INVOICE_CANCELLATION_PREFIX: invoicePrefix.default('ST'),
  INVOICE_VAT_RATE_PERCENT: z.coerce.number().int('ganze Zahl, z. B. 19').min(1).max(99).default(19),
  DATEV_CONSULTANT_NUMBER: z.coerce.number().int().min(1001).max(9_999_999).optional(),
  DATEV_CLIENT_NUMBER: z.coerce.number().int().min(1).max(99_999).optional(),
  DATEV_ACCOUNT_LENGTH: z.coerce.number().int().min(4).max(8).default(4),
  DATEV_RECEIVABLES_ACCOUNT: datevAccount.default('1410'),
  DATEV_REVENUE_ACCOUNT: datevAccount.default('8400'),
  DATEV_EXEMPT_REVENUE_ACCOUNT: datevAccount.default('8100'),
  ADMIN_EMAILS: emailList.default([]),
  SESSION_SECRET: z.string().min(32).default('development-only-session-secret-change-me'),
  ADMIN_TOTP: z.enum(['on', 'off']).default('on'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: url.optional(),
  ALLOW_TEST_CHECKOUT: booleanString.default(false),
  PAY_ON_INVOICE: booleanString.default(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  CHECKOUT_RELEASE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  MAX_OPEN_HOLDS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MAGIC_LINKS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(5),
  MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  QUEUE_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  QUEUE_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  MAIL_DELIVERY_WAIT_MS: z.coerce.number().int().min(0).max(15_000).default(3000),
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(20_000),
  MAIL_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 14)
    .default(24),
  MAIL_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(2000),
  MAIL_RETRY_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(6 * 3_600_000)
    .default(900_000),
  MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  REMINDER_SCAN_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  WEBINAR_ACCESS_URL: url.default('https://meet.example.de/medizinprodukteberater'),
  WEBINAR_ACCESS_CODE: z.string().max(100).optional(),
  FRONTEND_DIR: z.string().optional(),
  ANALYTICS_SCRIPT_URL: url.optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment or throws one error that names every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const env = result.data;
  if (
    (env.SITE_BANK_IBAN || env.SITE_BANK_BIC || env.SITE_BANK_ACCOUNT_HOLDER) &&
    !(env.SITE_BANK_IBAN && env.SITE_BANK_ACCOUNT_HOLDER)
  ) {
    throw new Error(
      'Invalid environment configuration:\n  SITE_BANK_IBAN, SITE_BANK_ACCOUNT_HOLDER: bank details need at least the IBAN and the account holder',
    );
  }
  if (env.PAY_ON_INVOICE && !env.SITE_BANK_IBAN) {
    throw new Error(
      'Invalid environment configuration:\n  PAY_ON_INVOICE: needs SITE_BANK_IBAN and SITE_BANK_ACCOUNT_HOLDER (the invoice names the account)',
    );
  }
  if (env.INVOICE_NUMBER_PREFIX === env.INVOICE_CANCELLATION_PREFIX) {
    throw new Error(
      'Invalid environment configuration:\n  INVOICE_CANCELLATION_PREFIX: must differ from INVOICE_NUMBER_PREFIX (two series, one number each)',
    );
  }
  const length = env.DATEV_ACCOUNT_LENGTH;
  const misfits = [
    env.DATEV_REVENUE_ACCOUNT.length !== length && 'DATEV_REVENUE_ACCOUNT',
    env.DATEV_EXEMPT_REVENUE_ACCOUNT.length !== length && 'DATEV_EXEMPT_REVENUE_ACCOUNT',
    // A general ledger account, or a debtor account one digit longer.
    ![length, length + 1].includes(env.DATEV_RECEIVABLES_ACCOUNT.length) && 'DATEV_RECEIVABLES_ACCOUNT',
  ].filter(Boolean);
  if (misfits.length) {
    throw new Error(
      `Invalid environment configuration:\n  ${misfits.join(', ')}: must have DATEV_ACCOUNT_LENGTH (${length}) digits`,
    );
  }
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET.startsWith('development-only')) {
    throw new Error('Invalid environment configuration:\n  SESSION_SECRET: must be set in production');
  }
  if (env.NODE_ENV === 'production' && env.ADMIN_TOTP === 'off') {
    throw new Error(
      'Invalid environment configuration:\n  ADMIN_TOTP: must be on in production (admins need a second factor)',
    );
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment configuration:\n  STRIPE_WEBHOOK_SECRET: must be set in production when STRIPE_SECRET_KEY is set',
    );
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_CHECKOUT) {
    throw new Error(
      'Invalid environment configuration:\n  STRIPE_SECRET_KEY: must be set in production (or ALLOW_TEST_CHECKOUT=true for a demo without real payments)',
    );
  }
  return env;
}
