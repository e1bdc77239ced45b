/**
 * Every /auth/v1 route in one place, with its rate limits and its authentication requirement: the
 * service's security posture at a glance (after supabase/auth `internal/api/api.go`).
 * Rate-limit names and defaults: see rate-limits/rate-limits.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { MailCooldown, RateLimitName } from './rate-limits/rate-limits.js';
import type { AuthHandler } from './http/handler.js';
import { MAX_METADATA_BYTES } from './users/metadata.js';
import { closedToSignups } from './users/closed-signups.js';
import { health } from './endpoints/health.js';
import { settings } from './endpoints/settings.js';
import { jwks } from './endpoints/jwks.js';
import { signup } from './endpoints/signup.js';
import { token } from './endpoints/token.js';
import { verifyGet, verifyPost } from './endpoints/verify.js';
import { resend } from './endpoints/resend.js';
import { recover } from './endpoints/recover.js';
import { otp } from './endpoints/otp.js';
import { logout } from './endpoints/logout.js';
import { getUser, updateUser } from './endpoints/user.js';
import { reauthenticate } from './endpoints/reauthenticate.js';
import { generateLink, invite } from './endpoints/admin-links.js';
import { authorize, callback } from './endpoints/oauth.js';
import {
  challengeFactor,
  enrollFactor,
  unenrollFactor,
  verifyFactor,
} from './endpoints/factors.js';
import {
  createUser,
  deleteUserById,
  getUserById,
  listAudit,
  listUsers,
  updateUserById,
} from './endpoints/admin.js';
import { deleteUserFactor, listUserFactors } from './endpoints/admin-factors.js';
import { linkIdentityAuthorize, unlinkIdentityById } from './endpoints/identities.js';
import {
  adminDeletePasskey,
  adminListPasskeys,
  passkeysDisabled,
  samlDisabled,
} from './endpoints/disabled.js';

type Requirement = 'public' | 'user' | 'admin';

type RuleCondition = (request: FastifyRequest) => boolean;

/**
 * Where a rule is passed: `request` in the route's preHandler, before the handler runs;
 * `inHandler` when the handler calls `passDeferredLimits()` (http/handler.ts), once it has
 * validated the body. The public mail routes call it before they look the address up, so a
 * registered and an unknown address meet the same 429s; waiting for a valid body keeps a request
 * refused for a weak password or a bad code challenge from starting a cooldown its retry would meet.
 */
export type RuleStage = 'request' | 'inHandler';

/**
 * One hit on `name`, counted per client IP, per the `email` of the JSON body (skipped when
 * absent), per the domain of that `email`, or per the factor named by the `:id` of the path.
 */
interface CountRule {
  kind: 'count';
  name: RateLimitName;
  by: 'ip' | 'email' | 'emailDomain' | 'factor';
  stage: 'request';
  /** Only for requests this predicate accepts. */
  when?: RuleCondition;
}

/** The 60 s rule between two mails of a kind, per the body's `email` (RateLimiter.cooldown). */
interface CooldownRule {
  kind: 'cooldown';
  mail: MailCooldown;
  by: 'email';
  stage: 'inHandler';
  when?: RuleCondition;
}

/**
 * The server-wide mail budget (`email_sent`) still has room for one mail. Counts nothing: the mail
 * is spent where it really goes out (mails/send-one-time-mail.ts `spendMailBudget`), so requests
 * that send nothing cannot exhaust it.
 */
interface MailRoomRule {
  kind: 'room';
  name: 'email_sent';
  by: 'server';
  stage: 'inHandler';
  when?: RuleCondition;
}

export type RateLimitRule = CountRule | CooldownRule | MailRoomRule;

export interface AuthRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  auth: Requirement;
  rateLimits: RateLimitRule[];
  handler: AuthHandler;
  /** The URL carries a secret (a mailed token): keep it out of the per-request info logs. */
  secretInUrl?: true;
  /** Largest request body in bytes; DEFAULT_BODY_LIMIT when not given. */
  bodyLimit?: number;
}

/**
 * A few KB carry any e-mail, password, token or code; bodies with user or app metadata (each at
 * most MAX_METADATA_BYTES) get room for both and the rest. Anything bigger is refused (413) before
 * it is read, let alone parsed.
 */
export const DEFAULT_BODY_LIMIT = 8 * 1024;
const WITH_METADATA = 4 * MAX_METADATA_BYTES;

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const body = (request: FastifyRequest) =>
  (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;

const isPasswordGrant = (request: FastifyRequest) => query(request).grant_type === 'password';
const changesEmail = (request: FastifyRequest) => typeof body(request).email === 'string';
const carriesNonce = (request: FastifyRequest) => typeof body(request).nonce === 'string';
const carriesCurrentPassword = (request: FastifyRequest) =>
  typeof body(request).current_password === 'string';

const counted =
  (by: CountRule['by']) =>
  (name: RateLimitName, when?: RuleCondition): CountRule => ({
    kind: 'count',
    name,
    by,
    stage: 'request',
    ...(when ? { when } : {}),
  });
const perIp = counted('ip');
const perEmail = counted('email');
const perEmailDomain = counted('emailDomain');
const perFactor = counted('factor');

const cooldown = (mail: MailCooldown, when?: RuleCondition): CooldownRule => ({
  kind: 'cooldown',
  mail,
  by: 'email',
  stage: 'inHandler',
  ...(when ? { when } : {}),
});
const mailRoom = (when?: RuleCondition): MailRoomRule => ({
  kind: 'room',
  name: 'email_sent',
  by: 'server',
  stage: 'inHandler',
  ...(when ? { when } : {}),
});

/**
 * Requests that may send a mail spend the mail budget of their IP and of the recipient's domain,
 * whether or not the address has an account: the answer must not tell.
 */
const mailBudget = (when?: RuleCondition) => [
  perIp('email_sent_ip', when),
  perEmailDomain('email_sent_domain', when),
];
const confirmsByMail = (request: FastifyRequest) => !request.server.config.auth.autoconfirm;
const resendsConfirmation = (request: FastifyRequest) => body(request).type === 'signup';

/**
 * The limits of every public request that may mail an address: per IP and per address, the mail
 * budgets, then (once the body is valid, before the look-up) the address's cooldown for mails of
 * that kind and room in the server-wide budget.
 */
const sendsMail = (kind: MailCooldown, when?: RuleCondition): RateLimitRule[] => [
  perIp('otp'),
  perEmail('otp_email'),
  ...mailBudget(),
  cooldown(kind, when),
  mailRoom(when),
];

/** A public route of a feature we do not offer: it only ever answers the protocol's refusal. */
const notOffered = (method: AuthRoute['method'], url: string, handler: AuthHandler): AuthRoute => ({
  method,
  url,
  auth: 'public',
  rateLimits: [],
  handler,
});

export const AUTH_ROUTES: AuthRoute[] = [
  // Public information
  { method: 'GET', url: '/health', auth: 'public', rateLimits: [], handler: health },
  { method: 'GET', url: '/settings', auth: 'public', rateLimits: [], handler: settings },
  { method: 'GET', url: '/.well-known/jwks.json', auth: 'public', rateLimits: [], handler: jwks },

  // Sign-up, sign-in and e-mail links
  {
    method: 'POST',
    url: '/signup',
    auth: 'public',
    rateLimits: [
      perIp('otp'),
      perEmail('otp_email'),
      ...mailBudget(confirmsByMail),
      cooldown('confirmation', confirmsByMail),
      mailRoom(confirmsByMail),
    ],
    bodyLimit: WITH_METADATA,
    handler: closedToSignups(signup),
  },
  {
    method: 'POST',
    url: '/token',
    auth: 'public',
    rateLimits: [perIp('token'), perEmail('token_email', isPasswordGrant)],
    handler: token,
  },
  {
    method: 'GET',
    url: '/verify',
    auth: 'public',
    rateLimits: [perIp('verify')],
    handler: verifyGet,
    secretInUrl: true,
  },
  {
    method: 'POST',
    url: '/verify',
    auth: 'public',
    rateLimits: [perIp('verify'), perEmail('verify_email')],
    handler: verifyPost,
  },
  {
    method: 'POST',
    url: '/otp',
    auth: 'public',
    rateLimits: sendsMail('confirmation'),
    bodyLimit: WITH_METADATA,
    handler: otp,
  },
  {
    method: 'POST',
    url: '/magiclink',
    auth: 'public',
    rateLimits: sendsMail('confirmation'),
    bodyLimit: WITH_METADATA,
    handler: otp,
  },
  {
    method: 'POST',
    url: '/recover',
    auth: 'public',
    rateLimits: sendsMail('recovery'),
    handler: recover,
  },
  {
    method: 'POST',
    url: '/resend',
    auth: 'public',
    // The e-mail-change mails are checked per user (mails/send-one-time-mail.ts checkMailAllowed).
    rateLimits: sendsMail('confirmation', resendsConfirmation),
    handler: resend,
  },

  // Sign-in with Google (OpenID Connect); the callback's URL carries Google's one-time code
  { method: 'GET', url: '/authorize', auth: 'public', rateLimits: [], handler: authorize },
  {
    method: 'GET',
    url: '/callback',
    auth: 'public',
    rateLimits: [],
    handler: callback,
    secretInUrl: true,
  },

  // The signed-in user
  { method: 'GET', url: '/user', auth: 'user', rateLimits: [], handler: getUser },
  {
    method: 'PUT',
    url: '/user',
    auth: 'user',
    // A nonce is a 6-digit code: guesses count against the verify limit. A current password
    // proves who is changing the password, so its guesses count like sign-ins.
    rateLimits: [
      perIp('otp', changesEmail),
      perEmail('otp_email'),
      perIp('verify', carriesNonce),
      perIp('token', carriesCurrentPassword),
      ...mailBudget(changesEmail),
    ],
    bodyLimit: WITH_METADATA,
    handler: updateUser,
  },
  { method: 'POST', url: '/logout', auth: 'user', rateLimits: [], handler: logout },
  // Manual linking (AUTH_MANUAL_LINKING): connect Google to the signed-in user, or disconnect it
  {
    method: 'GET',
    url: '/user/identities/authorize',
    auth: 'user',
    rateLimits: [],
    handler: linkIdentityAuthorize,
  },
  {
    method: 'DELETE',
    url: '/user/identities/:id',
    auth: 'user',
    rateLimits: [],
    handler: unlinkIdentityById,
  },
  {
    method: 'GET',
    url: '/reauthenticate',
    auth: 'user',
    rateLimits: [perIp('otp'), perIp('email_sent_ip')],
    handler: reauthenticate,
  },

  // Two-factor (TOTP); challenge and verify are rate-limited like supabase/auth's, per IP, and
  // verify per factor too, so guesses spread over many addresses still run out
  { method: 'POST', url: '/factors', auth: 'user', rateLimits: [], handler: enrollFactor },
  {
    method: 'POST',
    url: '/factors/:id/challenge',
    auth: 'user',
    rateLimits: [perIp('factor_challenge')],
    handler: challengeFactor,
  },
  {
    method: 'POST',
    url: '/factors/:id/verify',
    auth: 'user',
    rateLimits: [perIp('factor_verify'), perFactor('factor_verify_factor')],
    handler: verifyFactor,
  },
  { method: 'DELETE', url: '/factors/:id', auth: 'user', rateLimits: [], handler: unenrollFactor },

  // Administration (service-role key)
  { method: 'GET', url: '/admin/users', auth: 'admin', rateLimits: [], handler: listUsers },
  {
    method: 'POST',
    url: '/admin/users',
    auth: 'admin',
    rateLimits: [],
    bodyLimit: WITH_METADATA,
    handler: createUser,
  },
  { method: 'GET', url: '/admin/users/:id', auth: 'admin', rateLimits: [], handler: getUserById },
  {
    method: 'PUT',
    url: '/admin/users/:id',
    auth: 'admin',
    rateLimits: [],
    bodyLimit: WITH_METADATA,
    handler: updateUserById,
  },
  {
    method: 'DELETE',
    url: '/admin/users/:id',
    auth: 'admin',
    rateLimits: [],
    handler: deleteUserById,
  },
  {
    method: 'GET',
    url: '/admin/users/:id/factors',
    auth: 'admin',
    rateLimits: [],
    handler: listUserFactors,
  },
  {
    method: 'DELETE',
    url: '/admin/users/:id/factors/:factor_id',
    auth: 'admin',
    rateLimits: [],
    handler: deleteUserFactor,
  },
  { method: 'GET', url: '/admin/audit', auth: 'admin', rateLimits: [], handler: listAudit },
  {
    method: 'POST',
    url: '/admin/generate_link',
    auth: 'admin',
    rateLimits: [],
    bodyLimit: WITH_METADATA,
    handler: generateLink,
  },
  {
    method: 'POST',
    url: '/invite',
    auth: 'admin',
    rateLimits: [mailRoom()],
    bodyLimit: WITH_METADATA,
    handler: invite,
  },
  // Not offered: the protocol's "disabled" answers (passkeys refuse before authentication)
  notOffered('POST', '/sso', samlDisabled),
  notOffered('GET', '/sso/saml/metadata', samlDisabled),
  notOffered('POST', '/sso/saml/acs', samlDisabled),
  notOffered('GET', '/passkeys', passkeysDisabled),
  notOffered('POST', '/passkeys/authentication/options', passkeysDisabled),
  notOffered('POST', '/passkeys/authentication/verify', passkeysDisabled),
  notOffered('POST', '/passkeys/registration/options', passkeysDisabled),
  notOffered('POST', '/passkeys/registration/verify', passkeysDisabled),
  notOffered('PATCH', '/passkeys/:id', passkeysDisabled),
  notOffered('DELETE', '/passkeys/:id', passkeysDisabled),
  {
    method: 'GET',
    url: '/admin/users/:id/passkeys',
    auth: 'admin',
    rateLimits: [],
    handler: adminListPasskeys,
  },
  {
    method: 'DELETE',
    url: '/admin/users/:id/passkeys/:passkey_id',
    auth: 'admin',
    rateLimits: [],
    handler: adminDeletePasskey,
  },
];
