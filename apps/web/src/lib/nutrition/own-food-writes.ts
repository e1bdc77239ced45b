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
import { useNutritionWrite } from './use-nutrition-writes';

export const useCreateOwnFood = () =>
  useNutritionWrite(async (client, food: OwnFoodParsed): Promise<OwnFood> =>
    ownFoodSchema.parse(
      await client.request<unknown>(nutritionPaths.foods(), { method: 'POST', body: food }),
    ),
  );

export const useUpdateOwnFood = () =>
  useNutritionWrite((client, { id, food }: { id: string; food: OwnFoodParsed }) =>
    client.request<unknown>(nutritionPaths.ownFood(id), { method: 'PUT', body: food }),
  );

export const useDeleteOwnFood = () =>
  useNutritionWrite((client, id: string) =>
    client.request<unknown>(nutritionPaths.ownFood(id), { method: 'DELETE' }),
  );

export const useSetFavourite = () =>
  useNutritionWrite((client, { food, favourite }: { food: FoodRef; favourite: boolean }) =>
    client.request<unknown>(nutritionPaths.favourite(food), {
      method: favourite ? 'PUT' : 'DELETE',
    }),
  );
