/**
 * Optimistic writes on records cached by date range: a write changes its date in every cached
 * range that holds it (the month the calendar shows, the 90 days the charts draw, …), and a
 * refused write puts back only what it changed, so another write made meanwhile stays.
 */
import type { LocalDate } from '@ascend/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { rangeHolds, rangeOfKey } from './tracking-keys';

/** What one write changed: per cached range, the record it replaced (null: there was none). */
export type RangeUndo<Item> = [QueryKey, Item | null][];

interface RangeCache<List, Item> {
  prefix: QueryKey;
  date: LocalDate;
  /** The record of this write's identity in a cached list (by date, or habit and date). */
  find: (list: List) => Item | null;
  /** The list with this write's record replaced by `item` (null removes it). */
  replace: (list: List, item: Item | null) => List;
}

/** Shows `next` in every cached range that holds the date; returns how to undo just that. */
export async function writeToRanges<List, Item>(
  queryClient: QueryClient,
  cache: RangeCache<List, Item>,
  next: (previous: Item | null) => Item | null,
): Promise<RangeUndo<Item>> {
  await queryClient.cancelQueries({ queryKey: cache.prefix });
  const undo: RangeUndo<Item> = [];
  for (const [key, list] of queryClient.getQueriesData<List>({ queryKey: cache.prefix })) {
    if (list === undefined || !rangeHolds(rangeOfKey(key), cache.date)) continue;
    const previous = cache.find(list);
    undo.push([key, previous]);
    queryClient.setQueryData<List>(key, cache.replace(list, next(previous)));
  }
  return undo;
}

export function undoInRanges<List, Item>(
  queryClient: QueryClient,
  cache: Pick<RangeCache<List, Item>, 'replace'>,
  undo: RangeUndo<Item>,
): void {
  for (const [key, previous] of undo) {
    queryClient.setQueryData<List>(key, (list) =>
      list === undefined ? list : cache.replace(list, previous),
    );
  }
}

/**
 * After a write: the server's answer is the truth (habit strength and streaks, the overview's
 * figures), fetched again once the last of a burst of writes has settled, so a refetch never
 * brings back a state from before a write still in flight.
 */
export function refreshWhenSettled(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  stale: readonly QueryKey[],
): Promise<unknown> {
  if (queryClient.isMutating({ mutationKey }) > 1) return Promise.resolve();
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
