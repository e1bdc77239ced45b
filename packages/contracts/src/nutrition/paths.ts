/**
 * The nutrition routes' paths under /api/v1: the server's route table uses the patterns, the web
 * builds the same paths with the functions.
 */
import type { FoodRef } from './foods.js';
import type { Meal } from './diary.js';

export const NUTRITION_ROUTES = {
  foods: '/nutrition/foods',
  food: '/nutrition/foods/:source/:id',
  ownFood: '/nutrition/foods/own/:id',
  ownFoods: '/nutrition/foods/own',
  favourite: '/nutrition/favourites/:source/:id',
  diaryDay: '/nutrition/diary/:date',
  diaryItems: '/nutrition/diary/:date/items',
  diaryItem: '/nutrition/diary/items/:id',
  mealCopy: '/nutrition/diary/:date/meals/:meal/copy',
  totals: '/nutrition/totals',
  targets: '/nutrition/targets',
  products: '/products',
  product: '/products/:barcode',
} as const;

export const nutritionPaths = {
  foods: () => NUTRITION_ROUTES.foods,
  food: (ref: FoodRef) => `/nutrition/foods/${ref.source}/${encodeURIComponent(ref.id)}`,
  ownFood: (id: string) => `/nutrition/foods/own/${encodeURIComponent(id)}`,
  ownFoods: () => NUTRITION_ROUTES.ownFoods,
  favourite: (ref: FoodRef) => `/nutrition/favourites/${ref.source}/${encodeURIComponent(ref.id)}`,
  diaryDay: (date: string) => `/nutrition/diary/${date}`,
  diaryItems: (date: string) => `/nutrition/diary/${date}/items`,
  diaryItem: (id: string) => `/nutrition/diary/items/${encodeURIComponent(id)}`,
  mealCopy: (date: string, meal: Meal) => `/nutrition/diary/${date}/meals/${meal}/copy`,
  totals: () => NUTRITION_ROUTES.totals,
  targets: () => NUTRITION_ROUTES.targets,
  products: () => NUTRITION_ROUTES.products,
  product: (barcode: string) => `/products/${encodeURIComponent(barcode)}`,
} as const;
