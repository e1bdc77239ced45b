import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/use-api-client';

/** DELETE /api/v1/account with the re-entered password. */
function deleteAccount(client: ApiClient, password: string): Promise<void> {
  return client.request<undefined>('/account', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  const client = useApiClient();
  return useMutation<void, Error, string>({
    mutationFn: (password) => deleteAccount(client, password),
    // The account is gone: nothing is to be read again with its token (lib/query-client).
    meta: { endsSession: true },
  });
}
