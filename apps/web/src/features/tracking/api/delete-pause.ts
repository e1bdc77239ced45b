/** DELETE /api/v1/habits/:id/pauses/:pauseId: the habit counts those days again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';

export interface PauseRemoval {
  habitId: string;
  pauseId: string;
}

function deletePause(client: ApiClient, { habitId, pauseId }: PauseRemoval): Promise<unknown> {
  return client.request(`/habits/${habitId}/pauses/${pauseId}`, { method: 'DELETE' });
}

export function useDeletePause() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, PauseRemoval>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (removal) => deletePause(client, removal),
    onSettled: () => refreshHabits(queryClient, userId),
  });
}
