/**
 * POST /api/v1/scans/cognitive: a finished test's raw trials and the summary the contracts' scorer
 * made of them (the server scores them again; a disagreement is a 422).
 */
import type { CognitiveResult, CognitiveResultCreate } from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { scansKeys } from './scans-keys';

function createCognitiveResult(
  client: ApiClient,
  result: CognitiveResultCreate,
): Promise<CognitiveResult> {
  return client.request<CognitiveResult>('/scans/cognitive', { method: 'POST', body: result });
}

export function useCreateCognitiveResult() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CognitiveResult, Error, CognitiveResultCreate>({
    mutationFn: (result) => createCognitiveResult(client, result),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scansKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: scansKeys.overview(userId) }),
      ]);
    },
  });
}
