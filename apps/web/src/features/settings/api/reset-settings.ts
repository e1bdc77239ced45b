import type { UserSettings } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { storeSettingsRecord } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';
import { clearUserCacheEntry } from '@/lib/user-cache';

/** POST /api/v1/settings/reset: back to the defaults; answers the new record. */
export function resetSettings(client: ApiClient): Promise<UserSettings> {
  return client.request<UserSettings>('/settings/reset', { method: 'POST' });
}

export function useResetSettings() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserSettings, Error>({
    mutationFn: () => resetSettings(client),
    onMutate: () => {
      // The old copy must not come back on a reload while the reset is under way.
      clearUserCacheEntry('settings');
      clearUserCacheEntry('profile');
    },
    onSuccess: (record) => storeSettingsRecord(queryClient, userId, record),
  });
}
