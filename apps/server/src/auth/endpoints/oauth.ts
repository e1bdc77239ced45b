/**
 * Sign-in with an external provider (supabase/auth `external.go`), Google only: `GET /authorize`
 * stores a flow state (our PKCE verifier towards Google, the ID token's nonce, the redirect URL and
 * the client's own code challenge) and sends the browser to Google with the flow state's id as
 * `state`; `GET /callback` exchanges Google's code, signs the user in, and sends the browser back to
 * the app: `?code=` for a PKCE client (exchanged at `POST /token?grant_type=pkce`), the session in
 * the fragment otherwise. Errors travel as `error`, `error_code`, `error_description` parameters.
 */
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { FlowStateRow } from '../../db/schema.js';
import {
  claimFlowState,
  createFlowState,
  deleteAbandonedOAuthFlows,
  deleteFlowState,
  findOAuthFlowState,
  FLOW_STATE_TTL_SECONDS,
  issueAuthCode,
} from '../flow-states/flow-states.js';
import { AuthError, OAuthError } from '../http/auth-error.js';
import { authErrors } from '../http/auth-errors.js';
import {
  referer,
  requestOrigin,
  requestedRedirect,
  type AuthHandler,
  type HandlerContext,
} from '../http/handler.js';
import { optionalString, parseCodeChallenge, parseWith } from '../http/parse-request.js';
import { signInWithExternalProfile } from '../oauth/external-sign-in.js';
import { linkIdentity } from '../oauth/linked-identities.js';
import {
  exchangeGoogleCode,
  googleAuthorizationUrl,
  googleConfiguration,
  type GoogleConfig,
  type GoogleProfile,
} from '../oauth/google-client.js';
import { resolveRedirect } from '../redirects/redirect-url.js';
import { setSessionHeaders, signIn, tokenResponse } from '../sessions/sessions.js';
import { isUuid } from '../../identity/uuid.js';
import { writeTransaction } from '../../db/write-transaction.js';

const GOOGLE = 'google';

const authorizeQuery = z.object({
  provider: optionalString,
  scopes: optionalString.pipe(z.string().max(1000).optional()),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/** Parameters we set ourselves, or that name our own flow: never forwarded to the provider. */
const RESERVED = new Set([
  'provider',
  'scopes',
  'redirect_to',
  'code_challenge',
  'code_challenge_method',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_verifier',
  'request',
  'request_uri',
]);

/** Other query parameters (`prompt`, `login_hint`, `hd`, …) go to the provider, as supabase/auth does. */
function forwardedParams(query: unknown): Record<string, string> {
  const forwarded: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (RESERVED.has(key.toLowerCase()) || !/^[a-z_]{1,40}$/i.test(key)) continue;
    if (typeof value === 'string' && value.length <= 500) forwarded[key] = value;
  }
  return forwarded;
}

function googleOrThrow(google: GoogleConfig | undefined, provider: string | undefined) {
  const name = (provider ?? '').toLowerCase();
  if (name !== GOOGLE) {
    throw authErrors.validationFailed(
      `Unsupported provider: Provider ${provider ?? ''} could not be found`,
    );
  }
  // supabase/auth's wording: "Unsupported provider: " + the configuration check's error.
  if (!google) throw authErrors.validationFailed('Unsupported provider: provider is not enabled');
  return google;
}

/**
 * Stores the flow state and builds the provider's authorization URL; with `linkingTargetId` the
 * flow links the identity to that signed-in user (manual linking) instead of signing in.
 */
export async function startGoogleFlow(
  { services, request }: HandlerContext,
  linkingTargetId: string | null = null,
): Promise<URL> {
  const query = parseWith(authorizeQuery, request.query);
  const google = googleOrThrow(services.config.google, query.provider);
  const challenge = parseCodeChallenge(query.code_challenge, query.code_challenge_method);
  const redirectTo = resolveRedirect(services.config, requestedRedirect(request), referer(request));
  let configuration: oidc.Configuration;
  try {
    configuration = await googleConfiguration(google);
  } catch (error) {
    request.log.warn({ err: error }, 'OpenID discovery of the Google issuer failed');
    throw authErrors.validationFailed('Unsupported provider: the provider could not be reached');
  }

  // Flows abandoned at the provider can never complete (5 minutes); their verifiers go with them.
  await deleteAbandonedOAuthFlows(services.db, new Date(Date.now() - 3_600_000).toISOString());

  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  // An empty challenge marks an implicit flow (supabase/auth creates a flow state for both).
  const flowStateId = await createFlowState(services.db, {
    userId: null,
    challenge,
    providerType: GOOGLE,
    authenticationMethod: 'oauth',
    redirectTo,
    provider: { codeVerifier, nonce, linkingTargetId },
  });
  return googleAuthorizationUrl(configuration, {
    redirectUri: `${services.issuer}/callback`,
    state: flowStateId,
    nonce,
    codeVerifier,
    extraParams: forwardedParams(request.query),
    extraScopes: (query.scopes ?? '')
      .split(/[\s,]+/)
      .filter((scope) => scope !== '' && !['openid', 'email', 'profile'].includes(scope)),
  });
}

export const authorize: AuthHandler = async (context) =>
  context.reply.redirect((await startGoogleFlow(context)).toString(), 302);

const callbackQuery = z.object({
  state: optionalString,
  code: optionalString,
  error: optionalString,
  error_description: optionalString,
});

const isPkce = (flow: FlowStateRow) => flow.code_challenge !== '';

async function loadFlowState(
  services: Parameters<AuthHandler>[0]['services'],
  state: string | undefined,
): Promise<FlowStateRow> {
  if (state === undefined) {
    throw authErrors.oauthStateMissing();
  }
  if (!isUuid(state)) throw authErrors.badOAuthState();
  const flow = await findOAuthFlowState(services.db, state.toLowerCase());
  if (!flow || !flow.provider_code_verifier || !flow.provider_nonce) {
    throw authErrors.badOAuthState('OAuth state not found or expired');
  }
  return flow;
}

/** A known flow that can no longer complete; its errors go to the flow's own redirect URL. */
function assertUsable(flow: FlowStateRow): void {
  if (Date.now() - new Date(flow.created_at).getTime() >= FLOW_STATE_TTL_SECONDS * 1000) {
    throw authErrors.badOAuthState('OAuth state has expired');
  }
  if (isPkce(flow) && flow.user_id !== null) {
    throw authErrors.flowStateAlreadyUsed();
  }
}

/** The claims supabase/auth keeps as identity data for Google (its `Claims` struct). */
export function identityData(profile: GoogleProfile): Record<string, unknown> {
  const optional = {
    name: profile.name,
    full_name: profile.name,
    picture: profile.picture,
    avatar_url: profile.picture,
    ...(profile.hostedDomain ? { custom_claims: { hd: profile.hostedDomain } } : {}),
  };
  return {
    iss: profile.issuer,
    sub: profile.sub,
    provider_id: profile.sub,
    email: profile.email,
    email_verified: profile.emailVerified,
    phone_verified: false,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

/** supabase/auth's mapping of an error status to an OAuth `error` value. */
function oauthErrorName(error: AuthError): string {
  if (
    [
      'signup_disabled',
      'user_banned',
      'provider_email_needs_verification',
      'email_exists',
    ].includes(error.code)
  ) {
    return 'access_denied';
  }
  const byStatus: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
    503: 'temporarily_unavailable',
  };
  return byStatus[error.status] ?? 'server_error';
}

/** Error parameters in both the query and the fragment, as supabase/auth's `redirectErrors`. */
function errorRedirect(redirectTo: string, error: AuthError | OAuthError): string {
  const params: Record<string, string> =
    error instanceof OAuthError
      ? { error: error.error, error_description: error.description }
      : {
          error: oauthErrorName(error),
          error_code: error.code,
          error_description: error.message,
        };
  const target = new URL(redirectTo);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  target.hash = new URLSearchParams({ ...params, sb: '' }).toString();
  return target.toString();
}

export const callback: AuthHandler = async ({ services, request, reply }) => {
  let redirectTo = services.config.siteUrl;
  try {
    const query = parseWith(callbackQuery, request.query);
    const flow = await loadFlowState(services, query.state);
    // Checked again: a flow stored before a stricter rule (or by another server) must not escape it.
    redirectTo = resolveRedirect(services.config, flow.redirect_to ?? undefined);
    assertUsable(flow);
    if (query.error !== undefined) throw new OAuthError(query.error, query.error_description ?? '');
    if (query.code === undefined) {
      throw authErrors.oauthCodeMissing();
    }
    const google = services.config.google;
    if (!google || flow.provider_type !== GOOGLE) {
      throw authErrors.oauthProviderNotSupported();
    }

    let profile: GoogleProfile;
    try {
      // The callback URL as Google saw it: our public redirect URI plus the query it appended.
      const callbackUrl = new URL(`${services.issuer}/callback`);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      profile = await exchangeGoogleCode(await googleConfiguration(google), callbackUrl, {
        state: flow.id,
        nonce: flow.provider_nonce!,
        codeVerifier: flow.provider_code_verifier!,
      });
    } catch (error) {
      // The message names the failed check; the code itself is never logged.
      request.log.warn({ err: error }, 'Google code exchange or ID token validation failed');
      throw authErrors.unexpectedFailure('Unable to exchange external code');
    }
    if (!profile.email) {
      throw authErrors.unexpectedFailure('Error getting user email from external provider');
    }

    const origin = requestOrigin(request);
    const outcome = await writeTransaction(services.database, async (context) => {
      const trx = context.db;
      const external = {
        provider: GOOGLE,
        subject: profile.sub,
        email: profile.email!,
        emailVerified: profile.emailVerified,
        identityData: identityData(profile),
      };
      const user = flow.linking_target_id
        ? await linkIdentity(context, flow.linking_target_id, external, origin.ip)
        : (await signInWithExternalProfile(context, services.config, external, origin.ip)).user;
      if (isPkce(flow)) {
        // Claimed once: of two callbacks racing with one state, the second finds it used.
        if (!(await claimFlowState(trx, flow.id, user.id))) {
          throw authErrors.flowStateAlreadyUsed();
        }
        return { kind: 'code' as const, authCode: await issueAuthCode(trx, flow.id) };
      }
      if (!(await deleteFlowState(trx, flow.id))) {
        throw authErrors.badOAuthState('OAuth state not found or expired');
      }
      const issued = await signIn(trx, user, {
        aal: 'aal1',
        method: 'oauth',
        provider: GOOGLE,
        origin,
      });
      return { kind: 'session' as const, issued };
    });

    const target = new URL(redirectTo);
    if (outcome.kind === 'code') {
      target.searchParams.set('code', outcome.authCode);
      return reply.redirect(target.toString(), 302);
    }
    setSessionHeaders(reply, outcome.issued.user.id, outcome.issued.session.id);
    const response = await tokenResponse(services, outcome.issued);
    target.hash = new URLSearchParams({
      provider_token: profile.accessToken,
      ...(profile.refreshToken ? { provider_refresh_token: profile.refreshToken } : {}),
      access_token: response.access_token,
      token_type: response.token_type,
      expires_in: String(response.expires_in),
      expires_at: String(response.expires_at),
      refresh_token: response.refresh_token,
      sb: '',
    }).toString();
    return reply.redirect(target.toString(), 302);
  } catch (caught) {
    // Whatever went wrong, the browser goes back to the app with the error, never to a JSON page.
    const error =
      caught instanceof AuthError || caught instanceof OAuthError
        ? caught
        : authErrors.unexpectedFailure();
    if (error instanceof AuthError && error.status >= 500) {
      request.log.error({ err: caught }, 'Google sign-in failed');
    }
    return reply.redirect(errorRedirect(redirectTo, error), 302);
  }
};
