/** DELETE /api/v1/habits/:id/marks/:date: the day is open again; at once, back if refused. */
import type { ApiClient } from '@/lib/api-client';
import { useHabitMarkWrite, type MarkTarget } from './habit-mark-cache';

function clearHabitMark(client: ApiClient, { habitId, date }: MarkTarget): Promise<unknown> {
  return client.request(`/habits/${habitId}/marks/${date}`, { method: 'DELETE' });
}

export function useClearHabitMark() {
  return useHabitMarkWrite<MarkTarget>(clearHabitMark, () => null);
}
