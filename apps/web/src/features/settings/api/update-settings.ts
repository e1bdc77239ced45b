import type { UserPreferencesUpdate, UserSettings } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { storeSettingsRecord, userQueryKeys } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';

/** PUT /api/v1/settings with a preferences change; answers the whole new record. */
export function updatePreferences(
  client: ApiClient,
  preferences: UserPreferencesUpdate,
): Promise<UserSettings> {
  return client.request<UserSettings>('/settings', { method: 'PUT', body: { preferences } });
}

/** The record with a partial preferences change applied (notifications and privacy key by key). */
export function mergePreferences(
  record: UserSettings,
  change: UserPreferencesUpdate,
): UserSettings {
  const { notifications, privacy, ...rest } = change;
  return {
    ...record,
    preferences: {
      ...record.preferences,
      ...rest,
      notifications: { ...record.preferences.notifications, ...notifications },
      privacy: { ...record.preferences.privacy, ...privacy },
    },
  };
}

/** The values `change` touches, read from `record`: what a rollback puts back. */
export function previousValues(
  record: UserSettings,
  change: UserPreferencesUpdate,
): UserPreferencesUpdate {
  const { preferences } = record;
  const undo: UserPreferencesUpdate = {};
  if (change.language !== undefined) undo.language = preferences.language;
  if (change.timezone !== undefined) undo.timezone = preferences.timezone;
  if (change.theme !== undefined) undo.theme = preferences.theme;
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
  const key = userQueryKeys.settings(userId);
  const mutationKey = [...key, 'update'];
  return useMutation<UserSettings, Error, UserPreferencesUpdate, Context>({
    mutationKey,
    mutationFn: (change) => updatePreferences(client, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<UserSettings>(key);
      if (!current) return { undo: null };
      queryClient.setQueryData<UserSettings>(key, mergePreferences(current, change));
      return { undo: previousValues(current, change) };
    },
    onError: (_error, _change, context) => {
      const undo = context?.undo;
      if (!undo) return;
      queryClient.setQueryData<UserSettings>(key, (record) =>
        record ? mergePreferences(record, undo) : record,
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
