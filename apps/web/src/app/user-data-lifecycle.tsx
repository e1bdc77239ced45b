/**
 * Forgets the signed-in user's cached data (the per-user localStorage copies and the query
 * client's memory) on sign-out, wherever it happens: mounted once around the whole app, so a
 * sign-out from a public page, another tab or an expired session is seen too.
 */
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { clearUserCache } from '@/lib/user-cache';

function forgetQueryClientData(): void {
  // Loaded on demand: the query client exists only once the signed-in area has rendered.
  void import('@/lib/query-client').then(({ getQueryClient }) => getQueryClient().clear());
}

export function UserDataLifecycle() {
  const { user, loading } = useAuth();
  // undefined while the stored session is being restored: nothing is known yet.
  const userId = loading ? undefined : (user?.id ?? null);
  const lastUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const previous = lastUserId.current;
    lastUserId.current = userId;
    if (userId !== null && (previous === undefined || previous === null)) return;
    if (userId === previous) return;
    // Signed out (or arrived signed out, with copies an earlier session may have left), or
    // another account took over this page.
    clearUserCache();
    if (previous) forgetQueryClientData();
  }, [userId]);
  return null;
}
