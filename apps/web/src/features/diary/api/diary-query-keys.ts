/**
 * The diary's query keys, under the user's prefix (`['user', userId, …]`) so sign-out forgets them;
 * every diary query says `persist: false`, so entries never go to localStorage (private text).
 */
import type { DiaryQuery } from '@ascend/contracts';

/** What the list is filtered by: the query's parameters without the paging ones. */
export type DiaryFilters = Pick<DiaryQuery, 'q' | 'mood' | 'tag' | 'from' | 'to'>;

export const diaryQueryKeys = {
  all: (userId: string) => ['user', userId, 'diary'] as const,
  entries: (userId: string, filters: DiaryFilters) =>
    ['user', userId, 'diary', 'entries', filters] as const,
  tags: (userId: string) => ['user', userId, 'diary', 'tags'] as const,
};

export const DIARY_QUERY_META = { persist: false } as const;
