/**
 * Where the user's settings record lives in the query cache, shared by every page that reads or
 * changes a part of it (settings, account, the preference sync), so one answer updates them all.
 */
import type { UserSettings } from '@ascend/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { writeUserCache } from './user-cache';

export const userQueryKeys = {
  all: ['user'] as const,
  /** GET /api/v1/settings: the whole record. */
  settings: (userId: string) => ['user', userId, 'settings'] as const,
  /** GET /api/v1/settings/personal: the profile the account page edits. */
  profile: (userId: string) => ['user', userId, 'profile'] as const,
  /** GET /api/v1/settings/preferences: what the account page's privacy switches show. */
  preferences: (userId: string) => ['user', userId, 'preferences'] as const,
};

/** After any change the server answers with the whole new record: every copy takes it. */
export function storeSettingsRecord(
  queryClient: QueryClient,
  userId: string,
  record: UserSettings,
): void {
  queryClient.setQueryData(userQueryKeys.settings(userId), record);
  queryClient.setQueryData(userQueryKeys.profile(userId), record.personal_info);
  queryClient.setQueryData(userQueryKeys.preferences(userId), record.preferences);
  writeUserCache('settings', userId, record);
  writeUserCache('profile', userId, record.personal_info);
}
