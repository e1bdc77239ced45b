import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { clearUserCache } from '@/lib/user-cache';

/** Signs out, forgets the user's cached data and goes home. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Leave the guarded page first, or the guard would see the signed-out user and open sign-in.
    await navigate('/');
    await signOut();
    clearUserCache();
    queryClient.clear();
  }, [navigate, signOut, queryClient]);
}
