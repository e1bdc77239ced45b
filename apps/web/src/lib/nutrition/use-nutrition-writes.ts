/**
 * Every nutrition write, as one mutation hook: its request, then what each write does once it has
 * answered: the nutrition area's reads, the overview and the scans hub (a scanned product counts as
 * a scan) are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';

export function useNutritionWrite<Answer, Variables>(
  request: (client: ApiClient, variables: Variables) => Promise<Answer>,
) {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<Answer, Error, Variables>({
    mutationFn: (variables) => request(client, variables),
    onSuccess: written,
  });
}

function useNutritionWritten(): () => Promise<void> {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: nutritionKeys.all(userId) }),
      queryClient.invalidateQueries({ queryKey: nutritionKeys.overview(userId) }),
      queryClient.invalidateQueries({ queryKey: nutritionKeys.scans(userId) }),
    ]);
  }, [queryClient, userId]);
}
