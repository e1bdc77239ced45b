/**
 * A real OpenID provider on loopback (oidc-provider) standing in for Google's issuer in tests. Login
 * and consent are completed automatically for the account the test chose, so a test follows the
 * whole browser flow with plain HTTP redirects.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Registers our server's callback (and any other redirect URI, e.g. a mobile app's) as the
   * client's redirect URIs; call before the first flow.
   */
  register(...redirectUris: string[]): void;
  /**
   * An ID token signed with the provider's own published key, with the claims a test chooses
   * (another audience, an expired one...): what a token the provider issued looks like.
   */
  signIdToken(claims: JWTPayload): Promise<string>;
  /** The account the next login completes as. */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
}

export async function startLocalOidcProvider(): Promise<LocalOidcProvider> {
  const clientId = 'ascend-test-client';
  const clientSecret = 'ascend-test-client-secret';
  const accounts = new Map<string, ProviderAccount>();
  let current: ProviderAccount | undefined;
  let provider: Provider | undefined;

  async function completeInteraction(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    const details = await provider!.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      if (!current) throw new Error('no account chosen for the login');
      await provider!.interactionFinished(
        request,
        response,
        { login: { accountId: current.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId ?? current!.sub;
    const grant =
      (details.grantId ? await provider!.Grant.find(details.grantId) : undefined) ??
      new provider!.Grant({ accountId, clientId });
    const missingScope = details.prompt.details.missingOIDCScope as string[] | undefined;
    const missingClaims = details.prompt.details.missingOIDCClaims as string[] | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    const grantId = await grant.save();
    await provider!.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  let handle: http.RequestListener = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  // Its own signing key and lifetimes, so the provider does not fall back to (and warn about) defaults.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'local-oidc',
    alg: 'RS256',
    use: 'sig',
  };
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    register(...redirectUris) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            // openid-client authenticates with the secret in the body by default.
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'picture'],
        },
        // Google puts the profile claims in the ID token; so does this stand-in.
        conformIdTokenClaims: false,
        cookies: { keys: ['local-oidc-provider-cookie-key'] },
        jwks: { keys: [signingKey] },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 600,
          IdToken: 600,
          Interaction: 600,
          Session: 600,
        },
        features: { devInteractions: { enabled: false } },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
        },
        findAccount: (_ctx: unknown, sub: string) => {
          const account = accounts.get(sub);
          return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
        },
      });
      const callback = provider.callback();
      handle = (request, response) => {
        if (request.url?.startsWith('/interaction/')) {
          completeInteraction(request, response).catch((error: unknown) => {
            response.statusCode = 500;
            response.end(String(error));
          });
          return;
        }
        callback(request, response);
      };
    },
    signIdToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 600, iss: issuer, aud: clientId, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
        .sign(privateKey);
    },
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar for one origin: what a browser would carry between the provider's pages. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
