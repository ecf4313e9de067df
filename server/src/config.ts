import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './shared/limits';

/** The repository root: server/src (or server/dist) is two levels down. */
export const REPO_ROOT = resolve(__dirname, '..', '..');

export interface RateLimitConfig {
  leadsPerMinute: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Login attempts per client IP per minute, whatever the e-mail address (per process). */
  loginsPerMinute: number;
}

export interface SessionConfig {
  /** A session unused for this long is over (rolling: every authenticated request extends it). */
  idleMinutes: number;
  /** A session is over this long after sign-in, however active. */
  maxHours: number;
  /**
   * Whether the session cookie carries `Secure`: in production when SITE_URL is https. A production
   * server reached over plain http (say `docker compose up` on http://localhost:3000) keeps working
   * without it; behind a TLS proxy set SITE_URL to the https origin and TRUST_PROXY.
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
   * Connections of the API's pool, per process. Each process also holds up to 5 for sessions and 1
   * for LISTEN: processes x (this + 6) must stay under PostgreSQL's max_connections.
   */
  databasePoolSize: number;
  dataDir: string;
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

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) ? hops : raw;
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
 * Outside production a session secret is generated on first start and kept under the data
 * directory, so sessions survive restarts without any set-up.
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
    if (isProduction) throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
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
    },
    session: {
      idleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 8 * 60, 1),
      maxHours: integer(env, 'SESSION_MAX_HOURS', 7 * 24, 1),
      secureCookie: isProduction && siteUrl.startsWith('https:'),
    },
    dashboardSummarySeconds: integer(env, 'DASHBOARD_SUMMARY_SECONDS', 60, 1),
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
  };
}
