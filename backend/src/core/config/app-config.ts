import { type SiteSettings, siteSettingsFrom, type TrainerProfile } from '@mpb/domain';
import { Env, parseEnv } from './env.schema';
import { readTrainerProfile } from './trainer-profile-file';

export const APP_CONFIG = Symbol('APP_CONFIG');

export interface AppConfig {
  environment: Env['NODE_ENV'];
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  database: {
    url: string;
    poolSize: number;
    /** How long a request waits for a free connection before it is refused with 503. */
    poolWaitMs: number;
    statementTimeoutMs: number;
    /** How long a statement waits for a row or advisory lock before it is refused with 503. */
    lockTimeoutMs: number;
  };
  /** On SIGTERM the API finishes in-flight requests (and the worker its jobs) for at most this long. */
  shutdownGraceMs: number;
  /** The worker answers GET /live on this port (0: no health port). */
  workerHealthPort: number;
  redis: { url: string; prefix: string };
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string; from: string };
  mailInboxUrl?: string;
  site: {
    name: string;
    phone: string;
    email: string;
    operator: string;
    url: string;
    /** Named on certificates as the trainer, as on /ueber-uns. */
    trainerName: string;
    /** The profile /ueber-uns shows (SITE_TRAINER_PROFILE); a local photo's `file` is absolute. */
    trainer: TrainerProfile;
    /** Place of issue on certificates. */
    city: string;
    /** Where a customer transfers a fee still due (manually confirmed bookings); absent when not configured. */
    bank?: { accountHolder: string; iban: string; bic?: string };
    /** What the public site shows of the operator; the API fills it into every served page. */
    settings: SiteSettings;
  };
  /** Invoice number prefixes of the invoice and the cancellation series, and the VAT rate of a taxable course. */
  invoices: { numberPrefix: string; cancellationPrefix: string; vatRatePercent: number };
  /** The accountant's DATEV booking batch: consultant and client number (absent until configured), accounts. */
  datev: {
    consultantNumber?: number;
    clientNumber?: number;
    accountLength: number;
    receivablesAccount: string;
    revenueAccount: string;
    exemptRevenueAccount: string;
  };
  /** Months ('yyyy-MM') of the last and the next scheduled legal review of /rechtslage-strafen. */
  legalReview: { last: string; next: string };
  auth: {
    adminEmails: string[];
    sessionSecret: string;
    /** Admins must pass a TOTP second factor in each session (always in production). */
    adminTotp: boolean;
    /** A session ends after this long without a request (sliding)... */
    sessionIdleMs: number;
    /** ...and at the latest this long after sign-in (absolute). */
    sessionMaxMs: number;
  };
  stripe: { secretKey?: string; webhookSecret?: string; apiUrl?: string };
  /** payOnInvoice: business customers may pay by transfer after the invoice (DECISIONS 35). */
  checkout: { holdMinutes: number; releaseGraceSeconds: number; maxOpenHoldsPerIp: number; payOnInvoice: boolean };
  rateLimit: {
    perMinute: number;
    /** Sign-in mails one address gets per 15 minutes; further requests are answered alike but send nothing. */
    magicLinksPerAddress: number;
    /** Open live-update streams (SSE) one client IP address may hold. */
    streamsPerIp: number;
  };
  /** How long a health probe waits for the database (its own connection and query) or Redis. */
  healthCheckTimeoutMs: number;
  outbox: { pollMs: number };
  queue: { lockDurationMs: number; stalledIntervalMs: number };
  mail: {
    deliveryWaitMs: number;
    /** Connection, greeting and idle socket timeout of one SMTP delivery; a send claim's lease is twice this. */
    sendTimeoutMs: number;
    /** How long a mail is retried, counted from when it was first owed, before it is marked failed. */
    retryWindowMs: number;
    retryBaseDelayMs: number;
    retryMaxDelayMs: number;
    sweepIntervalMs: number;
  };
  reminders: { scanIntervalMs: number; webinarAccessUrl: string; webinarAccessCode?: string };
  frontendDir?: string;
  /** The analytics script the site may load after consent; its origin is allowed by the CSP. */
  analyticsScriptUrl?: string;
  /** How many reverse proxies in front of the API may set X-Forwarded-For (0: use the socket address). */
  trustProxyHops: number;
  /** Prometheus scrapes: /metrics answers only with this bearer token (off when absent); the worker serves it on its own port. */
  metrics: { token?: string; workerPort: number };
}

function toAppConfig(env: Env): AppConfig {
  const trainer = readTrainerProfile(env.SITE_TRAINER_PROFILE);
  const settings = siteSettingsFrom({ ...env, PAY_ON_INVOICE: String(env.PAY_ON_INVOICE) }, trainer);
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    database: {
      url: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      poolWaitMs: env.DATABASE_POOL_WAIT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    workerHealthPort: env.WORKER_HEALTH_PORT,
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX },
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
      from: env.MAIL_FROM,
    },
    mailInboxUrl: env.MAIL_INBOX_URL,
    site: {
      name: env.SITE_NAME,
      phone: env.SITE_PHONE,
      email: env.SITE_EMAIL,
      operator: env.SITE_OPERATOR,
      trainerName: settings.trainerName,
      trainer,
      city: env.SITE_CITY ?? cityOf(env.SITE_OPERATOR),
      url: env.PUBLIC_URL.replace(/\/$/, ''),
      settings,
      ...(env.SITE_BANK_IBAN && env.SITE_BANK_ACCOUNT_HOLDER
        ? {
            bank: {
              accountHolder: env.SITE_BANK_ACCOUNT_HOLDER,
              iban: env.SITE_BANK_IBAN,
              ...(env.SITE_BANK_BIC ? { bic: env.SITE_BANK_BIC } : {}),
            },
          }
        : {}),
    },
    invoices: {
      numberPrefix: env.INVOICE_NUMBER_PREFIX,
      cancellationPrefix: env.INVOICE_CANCELLATION_PREFIX,
      vatRatePercent: env.INVOICE_VAT_RATE_PERCENT,
    },
    datev: {
      consultantNumber: env.DATEV_CONSULTANT_NUMBER,
      clientNumber: env.DATEV_CLIENT_NUMBER,
      accountLength: env.DATEV_ACCOUNT_LENGTH,
      receivablesAccount: env.DATEV_RECEIVABLES_ACCOUNT,
      revenueAccount: env.DATEV_REVENUE_ACCOUNT,
      exemptRevenueAccount: env.DATEV_EXEMPT_REVENUE_ACCOUNT,
    },
    legalReview: { last: env.SITE_LEGAL_CHECK_LAST, next: env.SITE_LEGAL_CHECK_NEXT },
    auth: {
      adminEmails: env.ADMIN_EMAILS,
      sessionSecret: env.SESSION_SECRET,
      adminTotp: env.ADMIN_TOTP === 'on',
      sessionIdleMs: Math.round(env.SESSION_IDLE_DAYS * 86_400_000),
      sessionMaxMs: Math.round(env.SESSION_MAX_DAYS * 86_400_000),
    },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
    checkout: {
      holdMinutes: env.CHECKOUT_HOLD_MINUTES,
      releaseGraceSeconds: env.CHECKOUT_RELEASE_GRACE_SECONDS,
      maxOpenHoldsPerIp: env.MAX_OPEN_HOLDS_PER_IP,
      payOnInvoice: env.PAY_ON_INVOICE,
    },
    rateLimit: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      magicLinksPerAddress: env.MAGIC_LINKS_PER_ADDRESS,
      streamsPerIp: env.MAX_STREAMS_PER_IP,
    },
    healthCheckTimeoutMs: env.HEALTH_CHECK_TIMEOUT_MS,
    outbox: { pollMs: env.OUTBOX_POLL_MS },
    queue: { lockDurationMs: env.QUEUE_LOCK_DURATION_MS, stalledIntervalMs: env.QUEUE_STALLED_INTERVAL_MS },
    mail: {
      deliveryWaitMs: env.MAIL_DELIVERY_WAIT_MS,
      sendTimeoutMs: env.MAIL_SEND_TIMEOUT_MS,
      retryWindowMs: Math.round(env.MAIL_RETRY_HOURS * 3_600_000),
      retryBaseDelayMs: env.MAIL_RETRY_BASE_DELAY_MS,
      retryMaxDelayMs: env.MAIL_RETRY_MAX_DELAY_MS,
      sweepIntervalMs: env.MAIL_SWEEP_INTERVAL_MS,
    },
    reminders: {
      scanIntervalMs: env.REMINDER_SCAN_INTERVAL_MS,
      webinarAccessUrl: env.WEBINAR_ACCESS_URL,
      webinarAccessCode: env.WEBINAR_ACCESS_CODE,
    },
    frontendDir: env.FRONTEND_DIR,
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    metrics: { token: env.METRICS_TOKEN, workerPort: env.METRICS_PORT },
  };
}

/** 'Firma, Musterstraße 1, 10115 Berlin' → 'Berlin'. */
function cityOf(operator: string): string {
  const last = operator.split(',').pop()!.trim();
  return last.replace(/^\d{4,5}\s+/, '') || last;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  return toAppConfig(parseEnv(source));
}
