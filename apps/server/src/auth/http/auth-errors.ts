/**
 * The catalogue of the protocol's errors, as supabase/auth's `apierrors`: every code this service
 * answers, with its status and default message, and one constructor per protocol situation. Clients
 * and integrations match on code and status, so they are decided here once rather than at each
 * throw; the only `new AuthError(...)` of the service is in this file (an ESLint rule keeps it so).
 */
import { AuthError } from './auth-error.js';

interface CatalogueEntry {
  readonly status: number;
  readonly message: string;
}

const CATALOGUE = {
  anonymous_provider_disabled: { status: 422, message: 'Anonymous sign-ins are disabled' },
  bad_code_verifier: {
    status: 400,
    message: 'code challenge does not match previously saved code verifier',
  },
  bad_json: { status: 400, message: 'Could not parse request body as JSON' },
  bad_jwt: { status: 403, message: 'invalid JWT: unable to parse or verify signature' },
  bad_oauth_callback: { status: 400, message: 'OAuth state parameter missing' },
  bad_oauth_state: { status: 400, message: 'OAuth state parameter is invalid' },
  current_password_mismatch: { status: 422, message: 'Current password is incorrect.' },
  email_address_invalid: { status: 422, message: 'Reauthentication requires an email' },
  email_conflict_identity_not_deletable: {
    status: 422,
    message: 'Unable to unlink identity due to email conflict',
  },
  email_exists: {
    status: 422,
    message: 'A user with this email address has already been registered',
  },
  email_not_confirmed: { status: 400, message: 'Email not confirmed' },
  flow_state_already_used: { status: 400, message: 'State has already been used' },
  flow_state_expired: { status: 422, message: 'invalid flow state, flow state has expired' },
  flow_state_not_found: { status: 404, message: 'invalid flow state, no valid flow state found' },
  identity_already_exists: { status: 422, message: 'Identity is already linked' },
  identity_not_found: { status: 422, message: "Identity doesn't exist" },
  insufficient_aal: { status: 403, message: 'AAL2 required to enroll a new factor' },
  invalid_credentials: { status: 400, message: 'Invalid login credentials' },
  manual_linking_disabled: { status: 404, message: 'Manual linking is disabled' },
  mfa_challenge_expired: { status: 422, message: 'MFA challenge has expired' },
  mfa_factor_name_conflict: { status: 422, message: 'A factor with this friendly name exists' },
  mfa_factor_not_found: { status: 404, message: 'Factor not found' },
  mfa_ip_address_mismatch: { status: 422, message: 'Challenge and verify IP addresses mismatch.' },
  mfa_phone_enroll_not_enabled: { status: 422, message: 'MFA enroll is disabled for Phone' },
  mfa_verification_failed: { status: 422, message: 'Invalid TOTP code entered' },
  mfa_webauthn_enroll_not_enabled: { status: 422, message: 'MFA enroll is disabled for WebAuthn' },
  no_authorization: { status: 401, message: 'This endpoint requires a valid Bearer token' },
  not_admin: { status: 403, message: 'User not allowed' },
  not_found: { status: 404, message: 'Not found' },
  oauth_provider_not_supported: {
    status: 400,
    message: 'Unsupported provider: provider is not enabled',
  },
  otp_expired: { status: 403, message: 'Token has expired or is invalid' },
  over_email_send_rate_limit: { status: 429, message: 'Email rate limit exceeded' },
  over_request_rate_limit: { status: 429, message: 'Request rate limit reached' },
  passkey_disabled: { status: 404, message: 'Passkeys are disabled' },
  phone_provider_disabled: { status: 422, message: 'Unsupported phone provider' },
  provider_disabled: { status: 400, message: 'Provider is not enabled' },
  provider_email_needs_verification: { status: 422, message: 'Unverified email with provider' },
  reauthentication_needed: {
    status: 400,
    message: 'Password update requires reauthentication',
  },
  reauthentication_not_valid: { status: 422, message: 'Nonce has expired or is invalid' },
  refresh_token_already_used: { status: 400, message: 'Invalid Refresh Token: Already Used' },
  refresh_token_not_found: {
    status: 400,
    message: 'Invalid Refresh Token: Refresh Token Not Found',
  },
  request_entity_too_large: { status: 413, message: 'Request body too large' },
  saml_provider_disabled: { status: 404, message: 'SAML 2.0 is disabled' },
  same_password: {
    status: 422,
    message: 'New password should be different from the old password.',
  },
  session_expired: { status: 400, message: 'Invalid Refresh Token: Session Expired' },
  session_not_found: {
    status: 403,
    message: 'Session from session_id claim in JWT does not exist',
  },
  signup_disabled: { status: 422, message: 'Signups not allowed for this instance' },
  single_identity_not_deletable: {
    status: 422,
    message: 'User must have at least 1 identity after unlinking',
  },
  too_many_enrolled_mfa_factors: {
    status: 422,
    message: 'Maximum number of verified factors reached, unenroll to continue',
  },
  unexpected_audience: { status: 403, message: "Token audience doesn't match request audience" },
  unexpected_failure: {
    status: 500,
    message: 'Unexpected failure, please check server logs for more information',
  },
  user_already_exists: { status: 422, message: 'User already registered' },
  user_banned: { status: 403, message: 'User is banned' },
  user_not_found: { status: 404, message: 'User not found' },
  validation_failed: { status: 400, message: 'Invalid request' },
  weak_password: { status: 422, message: 'Password is too weak' },
  web3_provider_disabled: { status: 422, message: 'Web3 provider is disabled' },
} as const satisfies Record<string, CatalogueEntry>;

export type AuthErrorCode = keyof typeof CATALOGUE;

/** The protocol's status for `code`, the catalogue's message unless the situation words its own. */
function fail(
  code: AuthErrorCode,
  message: string = CATALOGUE[code].message,
  extra?: Record<string, unknown>,
): AuthError {
  return new AuthError(CATALOGUE[code].status, code, message, extra);
}

/**
 * Where the protocol answers a code with another status than its usual one; each use is a named
 * situation below, so no caller chooses a status.
 */
function failWithStatus(status: number, code: AuthErrorCode, message: string): AuthError {
  return new AuthError(status, code, message);
}

const JWT_PARSE_FAILURE = 'invalid JWT: unable to parse or verify signature';

export const authErrors = {
  anonymousProviderDisabled: () => fail('anonymous_provider_disabled'),
  badCodeVerifier: () => fail('bad_code_verifier'),
  badJson: (detail: string) => fail('bad_json', `${CATALOGUE.bad_json.message}: ${detail}`),
  badJwt: (reason: string) => fail('bad_jwt', `${JWT_PARSE_FAILURE}, ${reason}`),
  badJwtClaim: (message: string) => fail('bad_jwt', message),
  oauthStateMissing: () => fail('bad_oauth_callback'),
  oauthCodeMissing: () =>
    fail('bad_oauth_callback', 'OAuth callback with missing authorization code missing'),
  badOAuthState: (message: string = CATALOGUE.bad_oauth_state.message) =>
    fail('bad_oauth_state', message),
  currentPasswordMismatch: () => fail('current_password_mismatch'),
  emailAddressInvalid: () => fail('email_address_invalid'),
  emailConflictIdentityNotDeletable: () => fail('email_conflict_identity_not_deletable'),
  emailExists: () => fail('email_exists'),
  emailNotConfirmed: () => fail('email_not_confirmed'),
  flowStateAlreadyUsed: () => fail('flow_state_already_used'),
  flowStateExpired: () => fail('flow_state_expired'),
  flowStateNotFound: () => fail('flow_state_not_found'),
  identityAlreadyExists: (message: string) => fail('identity_already_exists', message),
  identityNotFound: () => fail('identity_not_found'),
  /** Enrolling a factor from an AAL1 session of a user who has a verified one. */
  insufficientAalToEnroll: () => fail('insufficient_aal'),
  /** Changing email or password needs AAL2 once MFA is on: 401, as upstream's user update. */
  insufficientAalToUpdateUser: () =>
    failWithStatus(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
  /** Unenrolling a verified factor: 422, as upstream's factor deletion. */
  insufficientAalToUnenroll: () =>
    failWithStatus(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  invalidCredentials: (message: string = CATALOGUE.invalid_credentials.message) =>
    fail('invalid_credentials', message),
  manualLinkingDisabled: () => fail('manual_linking_disabled'),
  mfaChallengeExpired: (challengeId: string) =>
    fail(
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    ),
  mfaFactorNameConflict: (friendlyName: string) =>
    fail(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    ),
  mfaFactorNotFound: () => fail('mfa_factor_not_found'),
  /** A challenge whose factor is gone: 422 (the body was understood, its challenge is stale). */
  mfaChallengeFactorNotFound: () =>
    failWithStatus(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  mfaIpAddressMismatch: () => fail('mfa_ip_address_mismatch'),
  mfaPhoneEnrollNotEnabled: () => fail('mfa_phone_enroll_not_enabled'),
  mfaVerificationFailed: () => fail('mfa_verification_failed'),
  mfaWebauthnEnrollNotEnabled: () => fail('mfa_webauthn_enroll_not_enabled'),
  noAuthorization: () => fail('no_authorization'),
  /** Factors are not for anonymous users: 403, the token itself is fine. */
  anonymousUserNotAllowed: () =>
    failWithStatus(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
  notAdmin: (message: string = CATALOGUE.not_admin.message) => fail('not_admin', message),
  notFound: () => fail('not_found'),
  oauthProviderNotSupported: () => fail('oauth_provider_not_supported'),
  otpExpired: (message: string = CATALOGUE.otp_expired.message) => fail('otp_expired', message),
  overEmailSendRateLimit: () => fail('over_email_send_rate_limit'),
  /** The per-address cooldown between two mails, worded with the seconds left. */
  emailSendTooSoon: (waitSeconds: number) =>
    fail(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${waitSeconds} seconds.`,
    ),
  overRequestRateLimit: () => fail('over_request_rate_limit'),
  passkeyDisabled: () => fail('passkey_disabled'),
  phoneProviderDisabled: (message: string = CATALOGUE.phone_provider_disabled.message) =>
    fail('phone_provider_disabled', message),
  providerDisabled: (issuer: string) =>
    fail('provider_disabled', `Provider (issuer "${issuer}") is not enabled`),
  providerEmailNeedsVerification: (provider: string) =>
    fail(
      'provider_email_needs_verification',
      `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
    ),
  reauthenticationNeeded: () => fail('reauthentication_needed'),
  reauthenticationNotValid: () => fail('reauthentication_not_valid'),
  refreshTokenAlreadyUsed: () => fail('refresh_token_already_used'),
  refreshTokenNotFound: () => fail('refresh_token_not_found'),
  /** The refresh grant's session is gone: 400 like the grant's other refusals, not the JWT's 403. */
  refreshTokenSessionNotFound: () =>
    failWithStatus(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found'),
  /** The refresh grant's session is past its time limits (supabase/auth's wording). */
  sessionExpired: (reason: 'ended' | 'inactive') =>
    reason === 'inactive'
      ? fail('session_expired', 'Invalid Refresh Token: Session Expired (Inactivity)')
      : fail('session_expired'),
  /** An admin token's session is past its time limits (supabase/auth `requireAdminCredentials`). */
  adminSessionExpired: () => failWithStatus(403, 'session_expired', 'Session is no longer valid'),
  requestEntityTooLarge: () => fail('request_entity_too_large'),
  samlProviderDisabled: () => fail('saml_provider_disabled'),
  samePassword: () => fail('same_password'),
  sessionNotFound: () => fail('session_not_found'),
  factorSessionRequired: () =>
    fail(
      'session_not_found',
      'A valid session and a registered user are required to manage factors',
    ),
  signupDisabled: () => fail('signup_disabled'),
  singleIdentityNotDeletable: () => fail('single_identity_not_deletable'),
  tooManyEnrolledMfaFactors: () => fail('too_many_enrolled_mfa_factors'),
  unexpectedAudience: () => fail('unexpected_audience'),
  unexpectedFailure: (message: string = CATALOGUE.unexpected_failure.message) =>
    fail('unexpected_failure', message),
  /** 503 (not 500): the client keeps its session and retries (AuthRetryableFetchError). */
  databaseUnavailable: (message: string) => failWithStatus(503, 'unexpected_failure', message),
  userAlreadyExists: () => fail('user_already_exists'),
  /** A banned user on a user route (their token, a verification link): 403. */
  userBanned: () => fail('user_banned'),
  /** A banned user at a token grant (password, PKCE, refresh token): 400, as upstream's grants. */
  userBannedAtGrant: () => failWithStatus(400, 'user_banned', CATALOGUE.user_banned.message),
  userNotFound: () => fail('user_not_found'),
  /** The token's `sub` names no user: 403, the token is what is wrong. */
  tokenUserNotFound: () =>
    failWithStatus(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  validationFailed: (message: string) => fail('validation_failed', message),
  invalidEmail: () => fail('validation_failed', 'Unable to validate email address: invalid format'),
  /** A path id that is not a UUID names no resource: 404. */
  invalidUuid: (field: string) =>
    failWithStatus(404, 'validation_failed', `${field} must be an UUID`),
  passkeyNotFound: () => failWithStatus(404, 'validation_failed', 'Passkey not found'),
  unsupportedContentType: () =>
    failWithStatus(415, 'validation_failed', 'Unsupported Content-Type'),
  /**
   * A client error the framework raised before any handler (a URL it cannot route, a body it
   * refused), in the protocol's shape with the framework's own 4xx status.
   */
  frameworkRefusal: (clientErrorStatus: number, message: string) =>
    failWithStatus(clientErrorStatus, 'validation_failed', message),
  weakPassword: (message: string, reasons: readonly string[]) =>
    fail('weak_password', message, { weak_password: { reasons } }),
  web3ProviderDisabled: () => fail('web3_provider_disabled'),
} satisfies Record<string, (...args: never[]) => AuthError>;
