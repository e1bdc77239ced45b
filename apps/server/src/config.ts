/**
 * The server's configuration: read once from the environment at start-up, validated with zod.
 * Variable names are part of the product's interface (README "Configuration").
 */
import path from 'node:path';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  HIGHEST_PASSWORD_MIN_LENGTH,
  LOWEST_PASSWORD_MIN_LENGTH,
} from '@ascend/contracts';
import { z } from 'zod';
import { compileRedirectPattern } from './auth/redirects/redirect-pattern.js';
import { isLoopbackHostname } from './http/loopback.js';
import { parseStorageUrl, storageUrlWithoutSecret, type S3Storage } from './storage/storage-url.js';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/** Each pattern must compile, so a mistyped one stops the start instead of never matching. */
const redirectPatterns = commaList.superRefine((patterns, ctx) => {
  for (const pattern of patterns) {
    try {
      compileRedirectPattern(pattern);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }
});

/**
 * Where Open Food Facts serves product photos: the only image origin the pages' CSP adds (while
 * OFF_ENABLED), and the only one a product's image may come from.
 */
export const OFF_IMAGE_ORIGIN = 'https://images.openfoodfacts.org';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const rateLimitOverride = z.strictObject({
  max: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
});

/** `off`, or a JSON object of per-limit overrides such as `{"token":{"max":1000,"windowSeconds":60}}`. */
const rateLimits = z.string().transform((value, ctx) => {
  if (value.trim() === 'off') return 'off' as const;
  try {
    const parsed = z.record(z.string(), rateLimitOverride).safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be "off" or a JSON object like {"token":{"max":1000,"windowSeconds":60}}',
  });
  return z.NEVER;
});

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
    .optional(),
  // Connections each instance opens to PostgreSQL; their sum over instances must stay under the
  // server's max_connections (100 by default), with room for migrations and psql.
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int('must be a whole number of connections')
    .min(1, 'must be at least 1')
    .max(1000, 'must be at most 1000')
    .optional(),
  SITE_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromString.default(false),
  AUTH_REDIRECT_ALLOW_LIST: redirectPatterns.default([]),
  AUTH_AUTOCONFIRM: booleanFromString.default(false),
  AUTH_JWT_KEYS: z.string().optional(),
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_JWT_EXP: z.coerce.number().int().min(30).max(604800).default(3600),
  AUTH_REFRESH_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
  // Seconds; 0 (the default, as supabase/auth's) means no limit.
  AUTH_SESSIONS_TIMEBOX: z.coerce.number().int().min(0).max(31_536_000).default(0),
  AUTH_SESSIONS_INACTIVITY_TIMEOUT: z.coerce.number().int().min(0).max(31_536_000).default(0),
  AUTH_ADMIN_ROLES: commaList.default(['service_role', 'supabase_admin']),
  AUTH_RATE_LIMITS: rateLimits.optional(),
  AUTH_MAIL_BUDGET_GLOBAL: z.coerce.number().int().positive().optional(),
  AUTH_MAIL_BUDGET_PER_IP: z.coerce.number().int().positive().optional(),
  AUTH_MAIL_BUDGET_PER_DOMAIN: z.coerce.number().int().positive().optional(),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce
    .number()
    .int()
    .min(LOWEST_PASSWORD_MIN_LENGTH)
    .max(HIGHEST_PASSWORD_MIN_LENGTH)
    .default(DEFAULT_PASSWORD_MIN_LENGTH),
  AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH: booleanFromString.default(true),
  AUTH_DISABLE_SIGNUP: booleanFromString.default(false),
  AUTH_MANUAL_LINKING: booleanFromString.default(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Ascend <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  BUSINESS_EMAIL: z.email().optional(),
  PRESS_EMAIL: z.email().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: httpUrl.default('https://accounts.google.com'),
  GOOGLE_ADDITIONAL_CLIENT_IDS: commaList.default([]),
  COMMUNITY_URL: httpUrl.optional(),
  COMMUNITY_WIDGET_URL: httpUrl.optional(),
  MAIL_OUTBOX: booleanFromString.optional(),
  API_WRITES_PER_MINUTE: z
    .union([z.literal('off'), z.coerce.number().int().positive()], {
      error: 'must be "off" or a positive whole number',
    })
    .default(120),
  STORAGE_URL: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseStorageUrl(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  OFF_BASE_URL: httpUrl.default('https://world.openfoodfacts.org'),
  OFF_ENABLED: booleanFromString.default(true),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string }
    /** `poolSize`: DATABASE_POOL_SIZE, else database.ts's default. */
    | { kind: 'postgres'; url: string; poolSize?: number };
  siteUrl: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  webDistDir: string;
  auth: {
    redirectAllowList: string[];
    autoconfirm: boolean;
    jwtKeys: string | undefined;
    jwtSecret: string | undefined;
    jwtExpSeconds: number;
    refreshReuseIntervalSeconds: number;
    /**
     * How long a session lasts from its sign-in, and without a refresh (AUTH_SESSIONS_TIMEBOX,
     * AUTH_SESSIONS_INACTIVITY_TIMEOUT; supabase/auth's `sessions.timebox` and
     * `sessions.inactivity_timeout`), in seconds; 0: no limit.
     */
    sessionTimeboxSeconds: number;
    sessionInactivitySeconds: number;
    adminRoles: string[];
    rateLimits: z.infer<typeof rateLimits> | undefined;
    /** Auth mails per hour (AUTH_MAIL_BUDGET_*); unset ones keep the defaults of rate-limits.ts. */
    mailBudget: { global?: number; perIp?: number; perDomain?: number };
    passwordMinLength: number;
    /**
     * A password change needs a sign-in of the last 24 hours, the current password or a code from
     * GET /reauthenticate (supabase/auth `update_password_require_reauthentication`).
     */
    passwordChangeRequiresReauth: boolean;
    /** No new accounts from the public endpoints; admin-created and invited users still are. */
    disableSignup: boolean;
    /** `GET /user/identities/authorize` and `DELETE /user/identities/:id` are offered. */
    manualLinking: boolean;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    supportEmail: string;
    /** Shown on the contact page; default SUPPORT_EMAIL. */
    businessEmail: string;
    pressEmail: string;
    /** The development outbox stores mails, logs their links and serves `/_dev/mail`. */
    outbox: boolean;
    /** MAIL_OUTBOX=true: served to every client; otherwise only to requests from this machine. */
    outboxForAnyClient: boolean;
  };
  google:
    | {
        clientId: string;
        clientSecret: string;
        issuer: string;
        /** Audiences an ID token may also carry (the Android, iOS or One Tap client ids). */
        additionalClientIds: string[];
      }
    | undefined;
  api: {
    /** Signed-in writes (PUT/POST/DELETE) per user and minute, all routes together. */
    writesPerMinute: number | 'off';
  };
  community: { url: string | undefined; widgetUrl: string | undefined };
  /** Uploaded files: the database's `stored_files`, or the bucket of STORAGE_URL. */
  storage: { kind: 'database' } | S3Storage;
  /**
   * On SIGTERM, how long /health/ready answers 503 while requests are still served, so a balancer
   * that polls it stops sending before the listener closes.
   */
  shutdownDrainSeconds: number;
  /** Open Food Facts' product API (nutrition's product scan): where, and whether lookups are on. */
  openFoodFacts: { baseUrl: string; enabled: boolean };
}

/** A configuration problem, worded as one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Variables whose value holds a secret (a password in a URL, a signing key, a client secret): a
 * refusal names the variable and the rule, never the value, which would end up in logs and
 * terminals. Any variable named like a secret is treated the same, so a new one is safe by default.
 */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'AUTH_JWT_KEYS',
  'AUTH_JWT_SECRET',
  'GOOGLE_CLIENT_SECRET',
]);
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEYS?$/;

/** What a refusal shows of the value given: STORAGE_URL without its credentials, no secret. */
function echoOf(variable: string, value: string | undefined): string {
  if (variable === 'STORAGE_URL') return ` (got ${JSON.stringify(storageUrlWithoutSecret(value))})`;
  if (SECRET_VARIABLES.has(variable) || SECRET_NAME.test(variable)) {
    return ' (the value is not shown: it may hold a secret)';
  }
  return ` (got ${JSON.stringify(value)})`;
}

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: { webDistDir?: string } = {},
): Config {
  // Empty strings mean "unset", as they do in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`${variable} ${issue.message}${echoOf(variable, env[variable])}`);
  }
  const e = parsed.data;
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  // Behind a reverse proxy HOST is loopback too: only a loopback SITE_URL says nobody else uses it.
  const localOnly = isLoopbackHostname(e.HOST) && isLoopbackHostname(new URL(siteUrl).hostname);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_POOL_SIZE === undefined ? {} : { poolSize: e.DATABASE_POOL_SIZE }),
        }
      : { kind: 'sqlite', file: path.join(dataDir, 'ascend.sqlite') },
    siteUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: overrides.webDistDir ?? DEFAULT_WEB_DIST,
    auth: {
      redirectAllowList: e.AUTH_REDIRECT_ALLOW_LIST,
      autoconfirm: e.AUTH_AUTOCONFIRM,
      jwtKeys: e.AUTH_JWT_KEYS,
      jwtSecret: e.AUTH_JWT_SECRET,
      jwtExpSeconds: e.AUTH_JWT_EXP,
      refreshReuseIntervalSeconds: e.AUTH_REFRESH_REUSE_INTERVAL,
      sessionTimeboxSeconds: e.AUTH_SESSIONS_TIMEBOX,
      sessionInactivitySeconds: e.AUTH_SESSIONS_INACTIVITY_TIMEOUT,
      adminRoles: e.AUTH_ADMIN_ROLES,
      rateLimits: e.AUTH_RATE_LIMITS,
      mailBudget: {
        ...(e.AUTH_MAIL_BUDGET_GLOBAL ? { global: e.AUTH_MAIL_BUDGET_GLOBAL } : {}),
        ...(e.AUTH_MAIL_BUDGET_PER_IP ? { perIp: e.AUTH_MAIL_BUDGET_PER_IP } : {}),
        ...(e.AUTH_MAIL_BUDGET_PER_DOMAIN ? { perDomain: e.AUTH_MAIL_BUDGET_PER_DOMAIN } : {}),
      },
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      passwordChangeRequiresReauth: e.AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH,
      disableSignup: e.AUTH_DISABLE_SIGNUP,
      manualLinking: e.AUTH_MANUAL_LINKING,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      businessEmail: e.BUSINESS_EMAIL ?? e.SUPPORT_EMAIL,
      pressEmail: e.PRESS_EMAIL ?? e.SUPPORT_EMAIL,
      // The outbox shows other people's links: only on by default for a loopback-only server.
      outbox: e.MAIL_OUTBOX ?? (e.SMTP_URL === undefined && localOnly),
      outboxForAnyClient: e.MAIL_OUTBOX === true,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
            additionalClientIds: e.GOOGLE_ADDITIONAL_CLIENT_IDS,
          }
        : undefined,
    api: { writesPerMinute: e.API_WRITES_PER_MINUTE },
    community: { url: e.COMMUNITY_URL, widgetUrl: e.COMMUNITY_WIDGET_URL },
    storage: e.STORAGE_URL ?? { kind: 'database' },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    openFoodFacts: { baseUrl: e.OFF_BASE_URL.replace(/\/+$/, ''), enabled: e.OFF_ENABLED },
  };
}
