/** POST /api/v1/habits/:id/pauses: pauses a habit for a range of days (409 if it overlaps one). */
import type { HabitPause } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';

export interface PauseWrite {
  habitId: string;
  from: string;
  to: string;
}

function createPause(client: ApiClient, { habitId, from, to }: PauseWrite): Promise<unknown> {
  return client.request<HabitPause>(`/habits/${habitId}/pauses`, {
    method: 'POST',
    body: { from, to },
  });
}

export function useCreatePause() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, PauseWrite>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (pause) => createPause(client, pause),
    onSettled: () => refreshHabits(queryClient, userId),
  });
}
