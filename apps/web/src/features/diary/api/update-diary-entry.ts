/** PATCH /api/v1/diary/:id: the fields of an entry that changed. */
import { diaryEntrySchema, type DiaryEntry, type DiaryEntryUpdate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { diaryQueryKeys } from './diary-query-keys';

async function updateDiaryEntry(
  client: ApiClient,
  id: string,
  change: DiaryEntryUpdate,
): Promise<DiaryEntry> {
  return diaryEntrySchema.parse(
    await client.request<unknown>(`/diary/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
    }),
  );
}

export function useUpdateDiaryEntry() {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DiaryEntry, Error, { id: string; change: DiaryEntryUpdate }>({
    mutationFn: ({ id, change }) => updateDiaryEntry(client, id, change),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: diaryQueryKeys.all(user?.id ?? '') }),
  });
}
