/** The nutrition area's bounds, one place for the contracts, the server and the web's forms. */
export const NUTRITION_LIMITS = {
  /** The most one diary item may weigh, in grams (or millilitres): 5 kg. */
  maxItemGrams: 5_000,
  /** The most servings one diary item may count. */
  maxServings: 100,
  /** Items in one meal of one day, and in the whole day. */
  maxItemsPerMeal: 100,
  maxItemsPerDay: 300,
  /** Own foods one user may keep. */
  maxOwnFoods: 2_000,
  /** Servings (household measures) one food may define. */
  maxServingsPerFood: 12,
  maxFoodNameLength: 200,
  maxBrandLength: 200,
  maxServingLabelLength: 80,
  /** Energy a food may claim per 100 g: pure fat is about 900 kcal, nothing eaten holds more. */
  maxKcalPer100g: 900,
  /** Any one nutrient per 100 g cannot exceed the 100 g it is part of. */
  maxGramsPer100g: 100,
  /** The longest range `GET /nutrition/totals` answers (two months and a bit, for a month view). */
  maxTotalsRangeDays: 62,
  /** Results of one food search. */
  maxSearchResults: 50,
} as const;
