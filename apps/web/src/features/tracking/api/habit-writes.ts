/** What every change to a habit shares: its mutation key and what it makes stale. */
import type { QueryClient } from '@tanstack/react-query';
import { refreshWhenSettled } from './cached-ranges';
import { trackingKeys } from './tracking-keys';

export const habitWriteKey = (userId: string) => [...trackingKeys.habits(userId), 'write'];

/** The habits (figures, order, pauses) and the overview, once the last write has settled. */
export function refreshHabits(queryClient: QueryClient, userId: string): Promise<unknown> {
  return refreshWhenSettled(queryClient, habitWriteKey(userId), [
    trackingKeys.habits(userId),
    trackingKeys.overview(userId),
  ]);
}
