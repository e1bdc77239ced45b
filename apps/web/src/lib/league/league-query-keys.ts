/**
 * The league's query keys, under the user's prefix (`['user', userId, …]`) so sign-out forgets
 * them. Other members' names are not the user's data: the list is never kept in storage.
 */
import type { LeagueWeek } from '@ascend/contracts';

export const leagueQueryKeys = {
  all: (userId: string) => ['user', userId, 'league'] as const,
  me: (userId: string) => ['user', userId, 'league', 'me'] as const,
  list: (userId: string, week: LeagueWeek) => ['user', userId, 'league', 'list', week] as const,
};

export const LEAGUE_LIST_META = { persist: false } as const;
