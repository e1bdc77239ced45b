/**
 * PUT /api/v1/habits/order: the active habits' ids in their new order. The list shows the new
 * order at once and goes back to the one before if the server refuses.
 */
import type { Habit } from '@ascend/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';
import { trackingKeys } from './tracking-keys';

function reorderHabits(client: ApiClient, ids: string[]): Promise<unknown> {
  return client.request('/habits/order', { method: 'PUT', body: { ids } });
}

/** The list with the active habits in the order of `ids` (archived ones keep their places). */
function inOrder(habits: Habit[], ids: string[]): Habit[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const active = habits
    .filter((habit) => rank.has(habit.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .map((habit, index) => ({ ...habit, position: index }));
  const archived = habits.filter((habit) => !rank.has(habit.id));
  return [...active, ...archived];
}

export function useReorderHabits() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string[], [QueryKey, Habit[] | undefined][]>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (ids) => reorderHabits(client, ids),
    onMutate: async (ids) => {
      const filters = { queryKey: trackingKeys.habits(userId) };
      await queryClient.cancelQueries(filters);
      const before = queryClient.getQueriesData<Habit[]>(filters);
      for (const [key, habits] of before) {
        if (habits) queryClient.setQueryData<Habit[]>(key, inOrder(habits, ids));
      }
      return before;
    },
    onError: (_error, _ids, before) => {
      for (const [key, habits] of before ?? []) queryClient.setQueryData(key, habits);
    },
    onSettled: () => refreshHabits(queryClient, userId),
  });
}
