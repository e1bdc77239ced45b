import type { UserSettings } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { settingsQueryKey, storeSettingsRecord } from '@/lib/settings/get-settings';
import { useApiClient } from '@/lib/use-api-client';

/** POST /api/v1/settings/reset: back to the defaults; answers the new record. */
function resetSettings(client: ApiClient): Promise<UserSettings> {
  return client.request<UserSettings>('/settings/reset', { method: 'POST' });
}

export function useResetSettings() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserSettings, Error>({
    mutationFn: () => resetSettings(client),
    onMutate: () =>
      // The old copy must not come back on a reload while the reset is under way: an invalidated
      // record leaves storage (lib/user-cache.ts) and stays on the page until the answer comes.
      queryClient.invalidateQueries({ queryKey: settingsQueryKey(userId), refetchType: 'none' }),
    onSuccess: (record) => storeSettingsRecord(queryClient, userId, record),
  });
}
