/** DELETE /api/v1/habits/:id: removes an (archived) habit for good, with its marks and pauses. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { habitWriteKey, refreshHabits } from './habit-writes';
import { trackingKeys } from './tracking-keys';

function deleteHabit(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/habits/${id}`, { method: 'DELETE' });
}

export function useDeleteHabit() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationKey: habitWriteKey(userId),
    mutationFn: (id) => deleteHabit(client, id),
    onSettled: async () => {
      await refreshHabits(queryClient, userId);
      // Its marks went with it.
      await queryClient.invalidateQueries({ queryKey: trackingKeys.habitMarks(userId) });
    },
  });
}
