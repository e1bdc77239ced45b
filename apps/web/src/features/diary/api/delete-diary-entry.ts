/** DELETE /api/v1/diary/:id: the entry leaves every list at once, then the lists are refetched. */
import type { DiaryPage } from '@ascend/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { diaryQueryKeys } from './diary-query-keys';

function deleteDiaryEntry(client: ApiClient, id: string): Promise<void> {
  return client.request<undefined>(`/diary/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

const without = (id: string) => (data: InfiniteData<DiaryPage> | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      entries: page.entries.filter((entry) => entry.id !== id),
    })),
  };

export function useDeleteDiaryEntry() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => deleteDiaryEntry(client, id),
    onSuccess: async (_answer, id) => {
      queryClient.setQueriesData<InfiniteData<DiaryPage>>(
        { queryKey: [...diaryQueryKeys.all(userId), 'entries'] },
        without(id),
      );
      await queryClient.invalidateQueries({ queryKey: diaryQueryKeys.all(userId) });
    },
  });
}
