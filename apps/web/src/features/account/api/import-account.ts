/**
 * POST /api/v1/account/import: the JSON of an earlier export, restored into this (empty)
 * account. Everything the user sees may change with it, so every query of theirs is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';

/**
 * What the answer may say about what was restored: records per dataset. Read leniently: an
 * answer without counts is still a success, worded without them.
 */
const importSummarySchema = z.object({
  imported: z.record(z.string(), z.number().int().nonnegative()),
});
export type ImportSummary = Record<string, number>;

async function importAccount(client: ApiClient, exported: unknown): Promise<ImportSummary> {
  const answer = await client.request<unknown>('/account/import', {
    method: 'POST',
    body: exported,
  });
  const parsed = importSummarySchema.safeParse(answer);
  return parsed.success ? parsed.data.imported : {};
}

export function useImportAccount() {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ImportSummary, Error, unknown>({
    mutationFn: (exported) => importAccount(client, exported),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', user?.id ?? ''] }),
  });
}
