/** Puts a settings record into the per-user cache as an earlier visit would have left it. */
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { settingsQueryKey } from '@/lib/settings/get-settings';
import { userCachePersistOptions } from '@/lib/user-query-provider';

export async function storeUserCache(
  userId: string,
  record: unknown,
  updatedAt: number = Date.now(),
): Promise<void> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryKey(userId), record, { updatedAt });
  await persistQueryClientSave({ queryClient, ...userCachePersistOptions(userId) });
}
