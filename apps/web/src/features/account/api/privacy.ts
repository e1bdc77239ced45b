import type { UserPreferences, UserSettings } from '@ascend/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { storeSettingsRecord, userQueryKeys } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';

type Privacy = UserPreferences['privacy'];

/** GET /api/v1/settings/preferences */
export function getPreferences(client: ApiClient, signal?: AbortSignal): Promise<UserPreferences> {
  return client.request<UserPreferences>('/settings/preferences', { signal });
}

export function usePreferences() {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: userQueryKeys.preferences(userId),
    queryFn: ({ signal }) => getPreferences(client, signal),
    enabled: userId !== '',
  });
}

/** PUT /api/v1/settings with one privacy switch; shown at once, undone if the server refuses. */
export function useUpdatePrivacy() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = userQueryKeys.preferences(userId);
  return useMutation<UserSettings, Error, Partial<Privacy>, { undo: Partial<Privacy> | null }>({
    mutationFn: (privacy) =>
      client.request<UserSettings>('/settings', {
        method: 'PUT',
        body: { preferences: { privacy } },
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<UserPreferences>(key);
      if (!current) return { undo: null };
      queryClient.setQueryData<UserPreferences>(key, {
        ...current,
        privacy: { ...current.privacy, ...change },
      });
      const undo = Object.fromEntries(
        Object.keys(change).map((name) => [name, current.privacy[name as keyof Privacy]]),
      );
      return { undo };
    },
    onError: (_error, _change, context) => {
      const undo = context?.undo;
      if (!undo) return;
      queryClient.setQueryData<UserPreferences>(key, (current) =>
        current ? { ...current, privacy: { ...current.privacy, ...undo } } : current,
      );
    },
    onSuccess: (record) => storeSettingsRecord(queryClient, userId, record),
  });
}
