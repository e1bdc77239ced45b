/**
 * The auth service's rate limits, counted by the server's one engine (rate-limits/
 * rate-limit-counters.ts: in the database, shared by every instance). Fixed windows. Which request
 * spends which limit, keyed by what, is declared in ../routes.ts.
 *
 * Names usable in AUTH_RATE_LIMITS (`off`, or `{"<name>": {"max": N, "windowSeconds": S}}`):
 *   token          POST /token (every grant), per IP            150 / 300 s (GOTRUE_RATE_LIMIT_TOKEN_REFRESH)
 *   token_email    POST /token?grant_type=password, per e-mail   30 / 300 s
 *   verify         GET|POST /verify, per IP                      30 / 300 s (GOTRUE_RATE_LIMIT_VERIFY)
 *   verify_email   POST /verify with an e-mail OTP, per e-mail   30 / 300 s
 *                  and per account waiting for a code (all its addresses, every IP)
 *   otp            /signup, /otp, /recover, /resend and e-mail changes on PUT /user, per IP
 *                                                                30 / 300 s (GOTRUE_RATE_LIMIT_OTP)
 *   otp_email      the same endpoints, per e-mail                30 / 300 s
 *   email_sent     auth mails actually sent, server-wide       1000 / 3600 s (AUTH_MAIL_BUDGET_GLOBAL;
 *                  GOTRUE_RATE_LIMIT_EMAIL_SENT is 30, and counts requests: one address could spend it)
 *   email_sent_ip  requests that may send an auth mail, per IP   60 / 3600 s (AUTH_MAIL_BUDGET_PER_IP)
 *   email_sent_domain  the same, per domain of the recipient    300 / 3600 s (AUTH_MAIL_BUDGET_PER_DOMAIN)
 *   email_frequency  one mail of a kind per user per window; only windowSeconds matters   60 s
 *                  (GOTRUE_SMTP_MAX_FREQUENCY)
 *                  and the cooldown per address of the routes' `cooldown(kind)` rules
 *   factor_challenge  POST /factors/:id/challenge, per IP        15 / 60 s (supabase/auth MFA RateLimitChallengeAndVerify)
 *   factor_verify  POST /factors/:id/verify, per IP              15 / 60 s
 *   factor_verify_factor  the same, per factor, whatever the IP   30 / 3600 s (ours: guesses from
 *                  many addresses still end; only someone with the password can spend it)
 *
 * The mail budget and user enumeration: the per-IP and per-domain budgets count every request that
 * may send a mail, before the address is looked up, so a registered and an unknown address spend
 * them alike. The server-wide one is only checked before the look-up (the routes' `mailRoom()`
 * rule: `assertRoom`, which counts nothing) and is spent in mails/send-one-time-mail.ts when a mail
 * really goes out: requests that send nothing (recovery for an unknown address) cannot exhaust it,
 * and one client cannot reach it through its own budgets.
 */
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import type { RateLimitCounters } from '../../rate-limits/rate-limit-counters.js';
import type { AuthError } from '../http/auth-error.js';
import { authErrors } from '../http/auth-errors.js';

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export const RATE_LIMIT_DEFAULTS = {
  token: { max: 150, windowSeconds: 300 },
  token_email: { max: 30, windowSeconds: 300 },
  verify: { max: 30, windowSeconds: 300 },
  verify_email: { max: 30, windowSeconds: 300 },
  otp: { max: 30, windowSeconds: 300 },
  otp_email: { max: 30, windowSeconds: 300 },
  email_sent: { max: 1000, windowSeconds: 3600 },
  email_sent_ip: { max: 60, windowSeconds: 3600 },
  email_sent_domain: { max: 300, windowSeconds: 3600 },
  email_frequency: { max: 1, windowSeconds: 60 },
  factor_challenge: { max: 15, windowSeconds: 60 },
  factor_verify: { max: 15, windowSeconds: 60 },
  factor_verify_factor: { max: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

const EMAIL_LIMITS: ReadonlySet<RateLimitName> = new Set([
  'email_sent',
  'email_sent_ip',
  'email_sent_domain',
]);

/** The kinds of mail with a cooldown per address between two of them. */
export type MailCooldown = 'confirmation' | 'recovery';

/** AUTH_MAIL_BUDGET_*: mails per hour; unset ones keep their defaults. */
export type MailBudget = Config['auth']['mailBudget'];

export interface RateLimiter {
  readonly enabled: boolean;
  /** Counts one hit on `name` for `subject`; throws a 429 AuthError once the limit is passed. */
  hit(name: RateLimitName, subject: string): Promise<void>;
  /** Throws the 429 `hit` would if `needed` more hits were counted now, without counting them. */
  assertRoom(name: RateLimitName, subject: string, needed?: number): Promise<void>;
  /** Seconds a user must wait between two mails of one kind (0 when limits are off). */
  readonly emailFrequencySeconds: number;
  /**
   * The 60 s rule between two mails of one kind, kept per e-mail address rather than per user, so
   * an address with no account is refused exactly as a registered one is (the same 429, the same
   * wording): the answer cannot tell them apart. Throws the 429 when the address is cooling down.
   */
  cooldown(kind: MailCooldown, address: string): Promise<void>;
}

function tooSoon(waitMs: number): AuthError {
  return authErrors.emailSendTooSoon(Math.ceil(waitMs / 1000));
}

export function resolveRateLimits(
  setting: Config['auth']['rateLimits'],
  mailBudget: MailBudget = {},
): Record<RateLimitName, RateLimit> | 'off' {
  if (setting === 'off') return 'off';
  const limits: Record<RateLimitName, RateLimit> = { ...RATE_LIMIT_DEFAULTS };
  const perHour = (max: number | undefined, name: RateLimitName) => {
    if (max !== undefined) limits[name] = { max, windowSeconds: 3600 };
  };
  perHour(mailBudget.global, 'email_sent');
  perHour(mailBudget.perIp, 'email_sent_ip');
  perHour(mailBudget.perDomain, 'email_sent_domain');
  for (const [name, override] of Object.entries(setting ?? {})) {
    if (!(name in RATE_LIMIT_DEFAULTS)) {
      throw new ConfigError(
        `AUTH_RATE_LIMITS names an unknown limit "${name}" (known: ${Object.keys(RATE_LIMIT_DEFAULTS).join(', ')})`,
      );
    }
    limits[name as RateLimitName] = override;
  }
  return limits;
}

export function createRateLimiter(
  counters: RateLimitCounters,
  setting: Config['auth']['rateLimits'],
  mailBudget: MailBudget = {},
): RateLimiter {
  const limits = resolveRateLimits(setting, mailBudget);
  if (limits === 'off') {
    return {
      enabled: false,
      hit: () => Promise.resolve(),
      assertRoom: () => Promise.resolve(),
      emailFrequencySeconds: 0,
      cooldown: () => Promise.resolve(),
    };
  }

  function overLimit(name: RateLimitName): AuthError {
    return EMAIL_LIMITS.has(name)
      ? authErrors.overEmailSendRateLimit()
      : authErrors.overRequestRateLimit();
  }

  return {
    enabled: true,
    emailFrequencySeconds: limits.email_frequency.windowSeconds,
    async assertRoom(name, subject, needed = 1) {
      const limit = limits[name];
      const hits = await counters.peek(name, subject, limit.windowSeconds * 1000);
      if (hits + needed > limit.max) throw overLimit(name);
    },
    async hit(name, subject) {
      const limit = limits[name];
      const { hits } = await counters.hit(name, subject, limit.windowSeconds * 1000);
      if (hits > limit.max) throw overLimit(name);
    },
    async cooldown(kind, address) {
      const now = Date.now();
      const { hits, resetsAt } = await counters.coolDown(
        `cooldown_${kind}`,
        address,
        limits.email_frequency.windowSeconds * 1000,
        now,
      );
      if (hits > 1) throw tooSoon(resetsAt - now);
    },
  };
}

/** The per-user 60 s rule between two mails of one kind. */
export function assertEmailFrequency(
  limiter: RateLimiter,
  lastSentAt: string | null | undefined,
  now = new Date(),
): void {
  if (!limiter.enabled || !lastSentAt) return;
  const waitMs =
    new Date(lastSentAt).getTime() + limiter.emailFrequencySeconds * 1000 - now.getTime();
  if (waitMs > 0) throw tooSoon(waitMs);
}
