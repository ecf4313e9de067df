import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './shared/limits';

/** The repository root: server/src (or server/dist) is two levels down. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

export interface RateLimitConfig {
  leadsPerMinute: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Login attempts per client IP per minute, whatever the e-mail address (per process). */
  loginsPerMinute: number;
  /** submitSurvey calls per client per minute, and per lead per minute. */
  surveysPerMinute: number;
  surveysPerLeadPerMinute: number;
  /** Writes of booking a call (bookCall, recordCalendarShown, rescheduleAppointment, cancelAppointment) per client per minute. */
  bookingsPerMinute: number;
}

/** Set on every application connection (docs/operations.md, "Limits and timeouts"). */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export interface SessionConfig {
  /** A session unused for this long is over (rolling: every authenticated request extends it). */
  idleMinutes: number;
  /** A session is over this long after sign-in, however active. */
  maxHours: number;
  /**
   * Whether the session cookie must carry `Secure` on every response: in production when SITE_URL is
   * https (then it is also a `__Host-` cookie). Otherwise it carries `Secure` whenever the request
   * arrived over HTTPS, directly or through a trusted proxy (express-session's `secure: 'auto'`), so
   * a production server on plain http://localhost still works out of the box.
   */
  secureCookie: boolean;
}

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  /** Error details (messages of unexpected errors, stack traces) reach clients only in development and tests. */
  exposeErrorDetails: boolean;
  port: number;
  /** Unset: the server starts an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Connections of the API's pool, per process. Each process also holds up to 5 for sessions, 1 for
   * LISTEN and 2 for the job queue: processes x (this + 8) must stay under PostgreSQL's
   * max_connections (docs/operations.md).
   */
  databasePoolSize: number;
  databaseTimeouts: DatabaseTimeouts;
  /** Subscriptions one WebSocket may hold at once. */
  maxSubscriptionsPerSocket: number;
  dataDir: string;
  /** A quick scan or contact form joins the person's open lead created within this many days (docs/features.md). */
  returningVisitorDays: number;
  sessionSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  siteUrl: string;
  /** Express `trust proxy` value, or false to use the socket's address. */
  trustProxy: boolean | number | string;
  rateLimits: RateLimitConfig;
  session: SessionConfig;
  /** How old the dashboard's summary of past days may get before it is rebuilt (seconds). */
  dashboardSummarySeconds: number;
  /** Bewaartermijnen (docs/operations.md): applied by the daily retention job. */
  retention: { leadMonths: number; partialSurveyDays: number; auditDays: number };
  /** The job queue (pg-boss): off only for tests and one-off tools (JOB_QUEUE=off). */
  jobQueue: { enabled: boolean; pollingIntervalSeconds: number };
  /** E-mail and webhooks (docs/operations.md, "Meldingen"). */
  notifications: {
    /** Unset: e-mails are kept, marked not sent, on 'Uitgaande berichten'. */
    smtpUrl: string | undefined;
    mailFrom: string;
    /** Webhooks may target private and loopback addresses (only for a closed network or tests). */
    webhookAllowPrivate: boolean;
    /** Seconds before the first retry of an e-mail or webhook; doubled each time. */
    retryDelaySeconds: number;
  };
  clientDistDir: string;
  googleAds: GoogleAdsConfig;
}

/** The conversion actions the Google Ads upload file reports to (docs/operations.md, "Google Ads conversions"). */
export interface GoogleAdsConfig {
  /** The conversion action of a won deal, exactly as named in Google Ads. */
  conversionName: string;
  /** When set: a second conversion, of this name, for every lead whose completed survey scored HOT. */
  hotConversionName: string | undefined;
}

/** Conversion action names: Google Ads allows 100 characters; a line break would break the file. */
function conversionName(env: NodeJS.ProcessEnv, name: string, fallback: string | undefined): string | undefined {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (value.length > 100 || /[\r\n]/.test(value)) throw new ConfigError(`${name} must be one line of at most 100 characters`);
  return value;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

/** Names Express (proxy-addr) accepts in a trust list besides addresses and subnets. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: false, true, a hop count, or a comma-separated list of addresses, subnets (CIDR) and
 * the names loopback, linklocal, uniquelocal. Anything else is a configuration error rather than a
 * list Express would read in a way nobody meant.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !ipaddr.isValid(address)) return false;
    if (bits === undefined) return true;
    const max = ipaddr.parse(address).kind() === 'ipv4' ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  };
  if (entries.length === 0 || !entries.every(valid)) {
    throw new ConfigError(`TRUST_PROXY must be false, true, a hop count or a list of addresses/subnets, got "${value}"`);
  }
  return entries.join(', ');
}

/**
 * Reads `.env` from the repository root into process.env, as .env.example says; variables already set
 * in the environment win. Node's own parser (process.loadEnvFile, Node 20.12+): no dependency.
 */
export function loadEnvFile(file = join(REPO_ROOT, '.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

function parseSiteUrl(raw: string | undefined): string {
  const value = raw && raw.trim() !== '' ? raw.trim() : 'http://localhost:3000';
  try {
    const url = new URL(value);
    return url.origin;
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute URL, got "${value}"`);
  }
}

/**
 * Without SESSION_SECRET a secret is generated on first start and kept under the data directory
 * (mode 600), so sessions survive restarts without any set-up.
 */
function persistentSecret(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));

  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret) {
    // Production too: `npm start` must run out of the box. Several processes on several machines
    // must share one SESSION_SECRET (docs/operations.md).
    sessionSecret = persistentSecret(dataDir, 'session-secret');
  } else if (sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long');
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length > PASSWORD_MAX_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  }
  if (adminPassword && isProduction && adminPassword.length < PASSWORD_MIN_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters long in production`);
  }

  const siteUrl = parseSiteUrl(env.SITE_URL);

  return {
    nodeEnv,
    isProduction,
    exposeErrorDetails: nodeEnv === 'development' || nodeEnv === 'test',
    port: integer(env, 'PORT', 3000),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 20, 1),
    databaseTimeouts: {
      statementMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000, 1),
      lockMs: integer(env, 'DATABASE_LOCK_TIMEOUT_MS', 5_000, 1),
      idleInTransactionMs: integer(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000, 1),
    },
    maxSubscriptionsPerSocket: integer(env, 'MAX_SUBSCRIPTIONS_PER_SOCKET', 10, 1),
    dataDir,
    sessionSecret,
    adminEmail,
    adminPassword,
    siteUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      leadsPerMinute: integer(env, 'RATE_LIMIT_LEADS_PER_MINUTE', 10, 1),
      loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5, 1),
      loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 15, 1),
      loginsPerMinute: integer(env, 'RATE_LIMIT_LOGINS_PER_MINUTE', 30, 1),
      surveysPerMinute: integer(env, 'RATE_LIMIT_SURVEYS_PER_MINUTE', 120, 1),
      surveysPerLeadPerMinute: integer(env, 'RATE_LIMIT_SURVEYS_PER_LEAD_PER_MINUTE', 30, 1),
      bookingsPerMinute: integer(env, 'RATE_LIMIT_BOOKINGS_PER_MINUTE', 20, 1),
    },
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 8 * 60, 1),
      maxHours: integer(env, 'SESSION_MAX_HOURS', 7 * 24, 1),
      secureCookie: isProduction && siteUrl.startsWith('https:'),
    },
    dashboardSummarySeconds: integer(env, 'DASHBOARD_SUMMARY_SECONDS', 60, 1),
    returningVisitorDays: integer(env, 'RETURNING_VISITOR_DAYS', 90, 1),
    retention: {
      leadMonths: integer(env, 'LEAD_RETENTION_MONTHS', 24, 1),
      partialSurveyDays: integer(env, 'PARTIAL_SURVEY_RETENTION_DAYS', 90, 1),
      auditDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 1),
    },
    jobQueue: {
      enabled: env.JOB_QUEUE !== 'off',
      pollingIntervalSeconds: integer(env, 'JOB_POLLING_SECONDS', 30, 1),
    },
    notifications: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      mailFrom: env.MAIL_FROM?.trim() || `Leadmachine <noreply@${new URL(siteUrl).hostname}>`,
      webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
      retryDelaySeconds: integer(env, 'NOTIFY_RETRY_DELAY_SECONDS', 30, 1),
    },
    clientDistDir: resolve(env.CLIENT_DIST_DIR ?? join(REPO_ROOT, 'client', 'dist')),
    googleAds: {
      conversionName: conversionName(env, 'GOOGLE_ADS_CONVERSION_NAME', 'Gewonnen deal')!,
      hotConversionName: conversionName(env, 'GOOGLE_ADS_HOT_CONVERSION_NAME', undefined),
    },
  };
}
