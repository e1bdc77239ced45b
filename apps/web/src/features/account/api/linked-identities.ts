/**
 * Connecting and disconnecting Google on the account page (manual linking of the auth protocol,
 * through the shared auth-js client). Each resolves to the auth error's code on failure, or null.
 */
import type { UserIdentity } from '@supabase/auth-js';
import { loadAuthClient } from '@/lib/auth/auth-client';
import { authFailureOf, type AuthFailure } from '@/lib/auth/auth-failure';

/** Leaves for Google; the browser comes back to this page with the identity linked. */
export async function connectGoogle(): Promise<AuthFailure | null> {
  const client = await loadAuthClient();
  const { error } = await client.linkIdentity({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}${window.location.pathname}` },
  });
  return authFailureOf(error);
}

/** Removes the identity, then refreshes the session so the user (and this page) drops it. */
export async function disconnectIdentity(identity: UserIdentity): Promise<AuthFailure | null> {
  const client = await loadAuthClient();
  const { error } = await client.unlinkIdentity(identity);
  if (error) return authFailureOf(error);
  await client.refreshSession();
  return null;
}
