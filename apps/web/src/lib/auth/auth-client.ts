/**
 * The auth client (the official `@supabase/auth-js` GoTrueClient) pointed at our own `/auth/v1`.
 * It is loaded on demand: an anonymous visitor with nothing to restore never downloads it, which
 * keeps the landing page's initial JavaScript small.
 */
import type { GoTrueClient, GoTrueClientOptions } from '@supabase/auth-js';

/** Browser-storage key of the session; every key of ours starts with the product name. */
export const AUTH_STORAGE_KEY = 'ascend-auth-token';

export type AuthClient = GoTrueClient;
export type AuthClientFactory = () => Promise<AuthClient>;

function authClientOptions(): GoTrueClientOptions {
  return {
    url: `${window.location.origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    flowType: 'pkce',
    detectSessionInUrl: true,
    persistSession: true,
    autoRefreshToken: true,
  };
}

let clientPromise: Promise<AuthClient> | undefined;

/** The one client of this page, created on first use. */
export const loadAuthClient: AuthClientFactory = () => {
  clientPromise ??= import('@supabase/auth-js').then(
    ({ GoTrueClient: Client }) => new Client(authClientOptions()),
  );
  return clientPromise;
};

/**
 * Starts downloading the client's code without creating it yet: the client is created where its
 * events are listened to (AuthProvider), so none of them (e.g. PASSWORD_RECOVERY) is missed.
 */
export function prefetchAuthClient(): void {
  import('@supabase/auth-js').catch(() => {
    // Best effort: loadAuthClient's own import retries and reports.
  });
}

/**
 * Whether this page load has auth state to restore: a stored session, or a sign-in callback in
 * the address (PKCE `?code=`, or an implicit/error fragment). Without any, the visitor is anonymous
 * and the client can wait until they act.
 */
export function hasAuthStateToRestore(): boolean {
  // Prerendering at build time: the page is what an anonymous visitor sees.
  if (typeof window === 'undefined') return false;
  try {
    if (localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: nothing stored to restore.
  }
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return (
    query.has('code') ||
    query.has('error_description') ||
    fragment.has('access_token') ||
    fragment.has('error_description')
  );
}
