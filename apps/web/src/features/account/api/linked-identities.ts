/**
 * Connecting and disconnecting Google on the account page (manual linking of the auth protocol,
 * through the shared auth-js client). Each resolves to the server's message on failure, or null.
 */
import type { UserIdentity } from '@supabase/auth-js';
import { loadAuthClient } from '@/lib/auth/auth-client';

/** Leaves for Google; the browser comes back to this page with the identity linked. */
export async function connectGoogle(): Promise<string | null> {
  const client = await loadAuthClient();
  const { error } = await client.linkIdentity({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}${window.location.pathname}` },
  });
  return error?.message ?? null;
}

/** Removes the identity, then refreshes the session so the user (and this page) drops it. */
export async function disconnectIdentity(identity: UserIdentity): Promise<string | null> {
  const client = await loadAuthClient();
  const { error } = await client.unlinkIdentity(identity);
  if (error) return error.message;
  await client.refreshSession();
  return null;
}
