/**
 * `POST /token?grant_type=id_token` (supabase/auth `IdTokenGrant`): sign-in with a Google ID token
 * the app obtained itself (`signInWithIdToken`: Google One Tap, a mobile app's Google Sign-In).
 * The token is verified (oauth/google-id-token.ts), then the same find-link-or-create rule as the
 * redirect flow applies. With `link_identity` and the user's bearer token, the Google identity is
 * linked to that user instead (`linkIdentity({ token })`), when manual linking is on.
 */
import { z } from 'zod';
import { OAuthError } from '../http/auth-error.js';
import { authErrors } from '../http/auth-errors.js';
import { authenticateUser } from '../http/authenticate.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import { optionalBoolean, optionalString, parseWith } from '../http/parse-request.js';
import { signInWithExternalProfile } from '../oauth/external-sign-in.js';
import { verifyGoogleIdToken } from '../oauth/google-id-token.js';
import { linkIdentity } from '../oauth/linked-identities.js';
import { setSessionHeaders, signIn, tokenResponse } from '../sessions/sessions.js';
import { assertManualLinking } from './identities.js';
import { identityData } from './oauth.js';
import { writeTransaction } from '../../db/write-transaction.js';

const GOOGLE = 'google';
const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Providers supabase/auth knows for ID tokens, with the issuer it names when one is off. */
const OTHER_PROVIDERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: '',
  snapchat: 'https://accounts.snapchat.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
};

const idTokenBody = z.object({
  id_token: optionalString.pipe(z.string().max(16_384).optional()),
  access_token: optionalString.pipe(z.string().max(4096).optional()),
  nonce: optionalString.pipe(z.string().max(1024).optional()),
  provider: optionalString,
  client_id: optionalString,
  issuer: optionalString,
  link_identity: optionalBoolean,
});

const providerDisabled = (issuer: string) => authErrors.providerDisabled(issuer);

export const idTokenGrant: AuthHandler = async ({ services, request, reply }) => {
  const body = parseWith(idTokenBody, request.body);
  if (body.id_token === undefined) throw new OAuthError('invalid request', 'id_token required');
  if (body.provider === undefined && (body.client_id === undefined || body.issuer === undefined)) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required');
  }
  // The user to link to, authenticated before the token is looked at (as supabase/auth does).
  let linkTo: string | undefined;
  if (body.link_identity) {
    if (request.headers.authorization === undefined) {
      throw new OAuthError(
        'invalid request',
        'Linking requires a valid user access token in Authorization',
      );
    }
    linkTo = (await authenticateUser(services, request)).user.id;
    assertManualLinking(services.config);
  }

  const isGoogle = body.provider === GOOGLE || body.issuer === GOOGLE_ISSUER;
  if (!isGoogle) {
    const provider = body.provider ?? '';
    if (Object.hasOwn(OTHER_PROVIDERS, provider))
      throw providerDisabled(OTHER_PROVIDERS[provider]!);
    if (provider.startsWith('custom:')) {
      throw authErrors.validationFailed('Custom OAuth providers are disabled');
    }
    throw authErrors.validationFailed(`Custom OIDC provider "${provider}" not allowed`);
  }
  const google = services.config.google;
  if (!google) throw providerDisabled(GOOGLE_ISSUER);

  let profile;
  try {
    profile = await verifyGoogleIdToken(google, {
      idToken: body.id_token,
      nonce: body.nonce,
      accessToken: body.access_token,
    });
  } catch (error) {
    if (error instanceof OAuthError) throw error;
    // Discovery of the issuer failed: the token could not be checked.
    request.log.warn({ err: error }, 'Google ID-token verification could not reach the issuer');
    throw new OAuthError('invalid request', 'Bad ID token');
  }
  if (!profile.email) {
    throw authErrors.unexpectedFailure('Error getting user email from external provider');
  }

  const external = {
    provider: GOOGLE,
    subject: profile.sub,
    email: profile.email,
    emailVerified: profile.emailVerified,
    identityData: identityData(profile),
  };
  const origin = requestOrigin(request);
  const issued = await writeTransaction(services.database, async (context) => {
    const trx = context.db;
    const user = linkTo
      ? await linkIdentity(context, linkTo, external, origin.ip)
      : (await signInWithExternalProfile(context, services.config, external, origin.ip)).user;
    return signIn(trx, user, { aal: 'aal1', method: 'oauth', provider: GOOGLE, origin });
  });
  setSessionHeaders(reply, issued.user.id, issued.session.id);
  return tokenResponse(services, issued);
};
