/** POST /api/v1/habits: a new habit, last in the order (409 past 100 active habits). */
import type { Habit, HabitCreate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';

function createHabit(client: ApiClient, habit: HabitCreate): Promise<Habit> {
  return client.request<Habit>('/habits', { method: 'POST', body: habit });
}

export function useCreateHabit() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Habit, Error, HabitCreate>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (habit) => createHabit(client, habit),
    onSettled: () => refreshHabits(queryClient, userId),
  });
}
