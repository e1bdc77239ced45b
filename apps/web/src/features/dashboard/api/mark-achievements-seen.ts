/** POST /api/v1/progress/achievements/seen: the unlock toasts shown, so they are shown once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { progressQueryKey } from './get-progress';

export function useMarkAchievementsSeen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (keys: string[]) =>
      client.request<null>('/progress/achievements/seen', { method: 'POST', body: { keys } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressQueryKey(user?.id ?? '') }),
  });
}
