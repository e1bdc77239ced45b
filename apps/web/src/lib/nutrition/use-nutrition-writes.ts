/**
 * What every nutrition write does once it has answered: the nutrition area's reads, the overview
 * and the scans hub (a scanned product counts as a scan) are read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../auth/use-auth';
import { nutritionKeys } from './nutrition-keys';

export function useNutritionWritten(): () => Promise<void> {
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
