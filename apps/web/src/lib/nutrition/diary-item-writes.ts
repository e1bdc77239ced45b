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
import { useNutritionWrite } from './use-nutrition-writes';

export const useAddDiaryItem = () =>
  useNutritionWrite((client, { date, item }: { date: string; item: DiaryItemCreate }) =>
    client.request<unknown>(nutritionPaths.diaryItems(date), { method: 'POST', body: item }),
  );

export const useUpdateDiaryItem = () =>
  useNutritionWrite((client, { id, change }: { id: string; change: DiaryItemUpdate }) =>
    client.request<unknown>(nutritionPaths.diaryItem(id), { method: 'PATCH', body: change }),
  );

export const useDeleteDiaryItem = () =>
  useNutritionWrite((client, id: string) =>
    client.request<unknown>(nutritionPaths.diaryItem(id), { method: 'DELETE' }),
  );

export const useCopyMeal = () =>
  useNutritionWrite((client, { date, meal, copy }: { date: string; meal: Meal; copy: MealCopy }) =>
    client.request<unknown>(nutritionPaths.mealCopy(date, meal), { method: 'POST', body: copy }),
  );
