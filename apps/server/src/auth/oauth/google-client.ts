/**
 * Google sign-in as a standard OpenID Connect authorization-code flow with PKCE, through
 * openid-client. The issuer is configurable (GOOGLE_ISSUER) so tests point it at a local provider.
 */
import * as oidc from 'openid-client';
import type { Config } from '../../config.js';

export type GoogleConfig = NonNullable<Config['google']>;

const SCOPES = 'openid email profile';

/** Discovery documents, one per issuer and client, kept for the life of the process. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

export function googleConfiguration(google: GoogleConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify([google.issuer, google.clientId, google.clientSecret]);
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(google.issuer);
    // Plain http only for a provider on this machine (a development or test issuer).
    const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
    configuration = oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .then((config) => {
        // Also check the ID token's signature against the issuer's JWKS, not only TLS.
        oidc.enableNonRepudiationChecks(config);
        return config;
      });
    discovered.set(key, configuration);
    // A failed discovery (issuer down) is retried by the next request instead of being cached.
    configuration.catch(() => discovered.delete(key));
  }
  return configuration;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  extraParams: Record<string, string>;
  extraScopes: string[];
}

export async function googleAuthorizationUrl(
  configuration: oidc.Configuration,
  request: AuthorizationRequest,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(configuration, {
    ...request.extraParams,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: [SCOPES, ...request.extraScopes].join(' '),
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export interface GoogleProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  issuer: string;
  hostedDomain: string | undefined;
  accessToken: string;
  refreshToken: string | undefined;
}

const stringClaim = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Exchanges the code (with our PKCE verifier) and validates the ID token: signature, issuer,
 * audience, expiry, and the nonce stored with the flow.
 */
export async function exchangeGoogleCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<GoogleProfile> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  return {
    sub: claims.sub,
    email: stringClaim(claims.email),
    // Google has sent both spellings over the years.
    emailVerified: claims.email_verified === true || claims.verified_email === true,
    name: stringClaim(claims.name),
    picture: stringClaim(claims.picture),
    issuer: claims.iss,
    hostedDomain: stringClaim(claims.hd),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}
