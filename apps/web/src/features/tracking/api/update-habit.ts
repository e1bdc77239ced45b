/** PATCH /api/v1/habits/:id: edits a habit, or archives (`archived: true`) or restores it. */
import type { Habit, HabitUpdate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';

export interface HabitChange {
  id: string;
  change: HabitUpdate;
}

function updateHabit(client: ApiClient, { id, change }: HabitChange): Promise<Habit> {
  return client.request<Habit>(`/habits/${id}`, { method: 'PATCH', body: change });
}

export function useUpdateHabit() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Habit, Error, HabitChange>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (change) => updateHabit(client, change),
    onSettled: () => refreshHabits(queryClient, userId),
  });
}
