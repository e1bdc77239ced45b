/**
 * The user's own foods: POST /nutrition/foods (create), PUT /nutrition/foods/own/:id (replace),
 * DELETE /nutrition/foods/own/:id, and PUT/DELETE /nutrition/favourites/:source/:id (any food).
 */
import {
  nutritionPaths,
  ownFoodSchema,
  type FoodRef,
  type OwnFood,
  type OwnFoodParsed,
} from '@ascend/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../use-api-client';
import { useNutritionWritten } from './use-nutrition-writes';

export function useCreateOwnFood() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<OwnFood, Error, OwnFoodParsed>({
    mutationFn: async (food) =>
      ownFoodSchema.parse(
        await client.request<unknown>(nutritionPaths.foods(), { method: 'POST', body: food }),
      ),
    onSuccess: written,
  });
}

export function useUpdateOwnFood() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, { id: string; food: OwnFoodParsed }>({
    mutationFn: ({ id, food }) =>
      client.request(nutritionPaths.ownFood(id), { method: 'PUT', body: food }),
    onSuccess: written,
  });
}

export function useDeleteOwnFood() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => client.request(nutritionPaths.ownFood(id), { method: 'DELETE' }),
    onSuccess: written,
  });
}

export function useSetFavourite() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<unknown, Error, { food: FoodRef; favourite: boolean }>({
    mutationFn: ({ food, favourite }) =>
      client.request(nutritionPaths.favourite(food), { method: favourite ? 'PUT' : 'DELETE' }),
    onSuccess: written,
  });
}
