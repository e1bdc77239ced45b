/**
 * PUT /api/v1/settings: a change to personal info and/or preferences; the server answers with the
 * whole new record, which every reader of the record then shows.
 */
import {
  mergePreferences,
  type PersonalInfo,
  type UserPreferencesUpdate,
  type UserSettings,
  type UserSettingsUpdate,
} from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { settingsQueryKey, storeSettingsRecord } from './get-settings';

function updateSettings(client: ApiClient, change: UserSettingsUpdate): Promise<UserSettings> {
  return client.request<UserSettings>('/settings', { method: 'PUT', body: change });
}

/** The values `change` touches, read from `preferences`: what a rollback puts back. */
function previousValues(
  preferences: UserSettings['preferences'],
  change: UserPreferencesUpdate,
): UserPreferencesUpdate {
  const undo: UserPreferencesUpdate = {};
  if (change.language !== undefined) undo.language = preferences.language;
  if (change.timezone !== undefined) undo.timezone = preferences.timezone;
  if (change.theme !== undefined) undo.theme = preferences.theme;
  if (change.dayStartsAt !== undefined) undo.dayStartsAt = preferences.dayStartsAt;
  if (change.units !== undefined) undo.units = preferences.units;
  if (change.notifications) {
    undo.notifications = Object.fromEntries(
      Object.keys(change.notifications).map((key) => [
        key,
        preferences.notifications[key as keyof typeof preferences.notifications],
      ]),
    );
  }
  if (change.privacy) {
    undo.privacy = Object.fromEntries(
      Object.keys(change.privacy).map((key) => [
        key,
        preferences.privacy[key as keyof typeof preferences.privacy],
      ]),
    );
  }
  return undo;
}

const withPreferences = (record: UserSettings, change: UserPreferencesUpdate): UserSettings => ({
  ...record,
  preferences: mergePreferences(record.preferences, change),
});

interface Context {
  undo: UserPreferencesUpdate | null;
}

/**
 * Saves a preferences change optimistically: the page shows it at once; when the server refuses,
 * only the keys of this change go back (a later change made meanwhile stays) and the error is
 * returned to the caller through the mutation.
 */
export function useUpdatePreferences() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = settingsQueryKey(userId);
  const mutationKey = [...key, 'update'];
  return useMutation<UserSettings, Error, UserPreferencesUpdate, Context>({
    mutationKey,
    mutationFn: (preferences) => updateSettings(client, { preferences }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<UserSettings>(key);
      if (!current) return { undo: null };
      queryClient.setQueryData<UserSettings>(key, withPreferences(current, change));
      return { undo: previousValues(current.preferences, change) };
    },
    onError: (_error, _change, context) => {
      const undo = context?.undo;
      if (!undo) return;
      queryClient.setQueryData<UserSettings>(key, (record) =>
        record ? withPreferences(record, undo) : record,
      );
    },
    onSuccess: (record) => {
      // With several changes in flight an earlier answer is already out of date: the last one stores.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        storeSettingsRecord(queryClient, userId, record);
      }
    },
  });
}

/** Saves the profile the account page edits (every field, as the form holds them). */
export function useUpdatePersonalInfo() {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserSettings, Error, PersonalInfo>({
    mutationFn: (personalInfo) => updateSettings(client, { personal_info: personalInfo }),
    onSuccess: (record) => storeSettingsRecord(queryClient, user?.id ?? '', record),
  });
}
