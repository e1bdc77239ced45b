/**
 * Every /auth/v1 route in one place, with its rate limits and its authentication requirement: the
 * service's security posture at a glance (after supabase/auth `internal/api/api.go`).
 * Rate-limit names and defaults: see rate-limits/rate-limits.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitName } from './rate-limits/rate-limits.js';
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

export type Requirement = 'public' | 'user' | 'admin';

export interface RateLimitRule {
  name: RateLimitName;
  /**
   * Counted per client IP, per the `email` of the JSON body (skipped when absent), per the domain
   * of that `email`, or per the factor named by the `:id` of the path.
   */
  by: 'ip' | 'email' | 'emailDomain' | 'factor';
  /** Only for requests this predicate accepts. */
  when?: (request: FastifyRequest) => boolean;
}

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

const perIp = (name: RateLimitName, when?: RateLimitRule['when']): RateLimitRule => ({
  name,
  by: 'ip',
  ...(when ? { when } : {}),
});
const perEmail = (name: RateLimitName, when?: RateLimitRule['when']): RateLimitRule => ({
  name,
  by: 'email',
  ...(when ? { when } : {}),
});

const perFactor = (name: RateLimitName): RateLimitRule => ({ name, by: 'factor' });

const perEmailDomain = (name: RateLimitName, when?: RateLimitRule['when']): RateLimitRule => ({
  name,
  by: 'emailDomain',
  ...(when ? { when } : {}),
});

/**
 * Requests that may send a mail spend the mail budget of their IP and of the recipient's domain,
 * whether or not the address has an account: the answer must not tell. (The server-wide budget
 * counts only mails really sent: see rate-limits.ts.)
 */
const mailBudget = (when?: RateLimitRule['when']) => [
  perIp('email_sent_ip', when),
  perEmailDomain('email_sent_domain', when),
];
const confirmsByMail = (request: FastifyRequest) => !request.server.config.auth.autoconfirm;

const SENDS_MAIL = [perIp('otp'), perEmail('otp_email'), ...mailBudget()];

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
    rateLimits: [perIp('otp'), perEmail('otp_email'), ...mailBudget(confirmsByMail)],
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
    rateLimits: SENDS_MAIL,
    bodyLimit: WITH_METADATA,
    handler: otp,
  },
  {
    method: 'POST',
    url: '/magiclink',
    auth: 'public',
    rateLimits: SENDS_MAIL,
    bodyLimit: WITH_METADATA,
    handler: otp,
  },
  { method: 'POST', url: '/recover', auth: 'public', rateLimits: SENDS_MAIL, handler: recover },
  { method: 'POST', url: '/resend', auth: 'public', rateLimits: SENDS_MAIL, handler: resend },

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
    rateLimits: [],
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
