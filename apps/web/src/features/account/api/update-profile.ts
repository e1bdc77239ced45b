import type { PersonalInfo, UserSettings } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { storeSettingsRecord } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';

/** PUT /api/v1/settings with personal_info; answers the whole record. */
export function updateProfile(
  client: ApiClient,
  personalInfo: PersonalInfo,
): Promise<UserSettings> {
  return client.request<UserSettings>('/settings', {
    method: 'PUT',
    body: { personal_info: personalInfo },
  });
}

export function useUpdateProfile() {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserSettings, Error, PersonalInfo>({
    mutationFn: (personalInfo) => updateProfile(client, personalInfo),
    onSuccess: (record) => storeSettingsRecord(queryClient, user?.id ?? '', record),
  });
}
