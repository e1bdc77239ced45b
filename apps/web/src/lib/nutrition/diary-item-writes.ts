/**
 * The diary's writes: POST /nutrition/diary/:date/items (add), PATCH /nutrition/diary/items/:id
 * (amount, meal or day), DELETE /nutrition/diary/items/:id, and POST
 * /nutrition/diary/:date/meals/:meal/copy (another day's meal added again). Each reads the area
 * again once it has answered.
 */
import {
  nutritionPaths,
  type DiaryItemCreate,
  type DiaryItemUpdate,
  type Meal,
  type MealCopy,
} from '@ascend/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../use-api-client';
import { useNutritionWritten } from './use-nutrition-writes';

export function useAddDiaryItem() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, { date: string; item: DiaryItemCreate }>({
    mutationFn: ({ date, item }) =>
      client.request(nutritionPaths.diaryItems(date), { method: 'POST', body: item }),
    onSuccess: written,
  });
}

export function useUpdateDiaryItem() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, { id: string; change: DiaryItemUpdate }>({
    mutationFn: ({ id, change }) =>
      client.request(nutritionPaths.diaryItem(id), { method: 'PATCH', body: change }),
    onSuccess: written,
  });
}

export function useDeleteDiaryItem() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => client.request(nutritionPaths.diaryItem(id), { method: 'DELETE' }),
    onSuccess: written,
  });
}

export function useCopyMeal() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, { date: string; meal: Meal; copy: MealCopy }>({
    mutationFn: ({ date, meal, copy }) =>
      client.request(nutritionPaths.mealCopy(date, meal), { method: 'POST', body: copy }),
    onSuccess: written,
  });
}
