/**
 * PUT /api/v1/habits/:id/marks/:date: done, skipped (a rest day) or a measured value. Shown at
 * once; if the server refuses, the day shows its mark from before and the caller says why.
 */
import type { HabitMarkUpsert } from '@ascend/contracts';
import type { ApiClient } from '@/lib/api-client';
import { markOf, useHabitMarkWrite, type MarkTarget } from './habit-mark-cache';

interface MarkWrite extends MarkTarget {
  mark: HabitMarkUpsert;
}

function upsertHabitMark(client: ApiClient, { habitId, date, mark }: MarkWrite): Promise<unknown> {
  return client.request(`/habits/${habitId}/marks/${date}`, { method: 'PUT', body: mark });
}

export function useUpsertHabitMark() {
  return useHabitMarkWrite<MarkWrite>(upsertHabitMark, (write) => markOf(write, write.mark));
}
