/**
 * A browser's trip through an external sign-in without a browser: follows redirects between our
 * /auth/v1 and the local OpenID provider, carrying the provider's cookies, until the browser leaves
 * both (back to the app, with a `code`, a session fragment or an error).
 */
import type { AuthTestKit } from './auth-test-kit.js';
import { CookieJar, type LocalOidcProvider } from './local-oidc-provider.js';

export interface ProviderJourney {
  /** Where the browser landed in the app. */
  landing: URL;
  /** Our /callback URL as the provider redirected to it. */
  callbackUrl: string | undefined;
}

export async function followProviderRedirects(
  start: string,
  provider: LocalOidcProvider,
  kit: AuthTestKit,
): Promise<ProviderJourney> {
  const jar = new CookieJar();
  let url = start;
  let callbackUrl: string | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const toProvider = url.startsWith(provider.issuer);
    if (!toProvider && !url.startsWith(kit.authUrl)) return { landing: new URL(url), callbackUrl };
    if (url.startsWith(`${kit.authUrl}/callback`)) callbackUrl = url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: toProvider ? { cookie: jar.header() } : {},
    });
    if (toProvider) jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    }
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
