/** POST /api/v1/diary: a new entry; the lists and tags are fetched again after it. */
import { diaryEntrySchema, type DiaryEntry, type DiaryEntryCreate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { diaryQueryKeys } from './diary-query-keys';

async function createDiaryEntry(client: ApiClient, entry: DiaryEntryCreate): Promise<DiaryEntry> {
  return diaryEntrySchema.parse(
    await client.request<unknown>('/diary', { method: 'POST', body: entry }),
  );
}

export function useCreateDiaryEntry() {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DiaryEntry, Error, DiaryEntryCreate>({
    mutationFn: (entry) => createDiaryEntry(client, entry),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: diaryQueryKeys.all(user?.id ?? '') }),
  });
}
