/**
 * The starter library (data/usda-library.json, derived from USDA Standard Reference by
 * cli/usda-library.ts): read and validated once, held in memory, searched by name in English and
 * Spanish. Every food cites its NDB number.
 */
import type { Food, FoodLanguage } from '@ascend/contracts';
import libraryJson from './data/usda-library.json' with { type: 'json' };
import { foldText, matchesWords } from '../text-match.js';
import { libraryFileSchema, type LibraryFood } from './library-file.js';

interface IndexedFood {
  food: LibraryFood;
  folded: { en: string; es: string };
}

let index: Map<string, IndexedFood> | undefined;

function library(): Map<string, IndexedFood> {
  index ??= new Map(
    libraryFileSchema
      .parse(libraryJson)
      .foods.map((food) => [
        food.ndb,
        { food, folded: { en: foldText(food.name_en), es: foldText(food.name_es) } },
      ]),
  );
  return index;
}

export function libraryFood(ndb: string): LibraryFood | undefined {
  return library().get(ndb)?.food;
}

/** Foods whose name in `language` (or, failing that, the other language) holds every word. */
export function searchLibrary(
  words: readonly string[],
  language: FoodLanguage,
  limit: number,
): LibraryFood[] {
  const found: LibraryFood[] = [];
  const other: LibraryFood[] = [];
  for (const { food, folded } of library().values()) {
    if (matchesWords(folded[language], words)) found.push(food);
    else if (matchesWords(folded[language === 'en' ? 'es' : 'en'], words)) other.push(food);
  }
  // Shorter names first: "Apples, raw" before "Apple juice, canned…" for "apple".
  const byLength = (a: LibraryFood, b: LibraryFood) =>
    nameOf(a, language).length - nameOf(b, language).length;
  return [...found.sort(byLength), ...other.sort(byLength)].slice(0, limit);
}

export function nameOf(food: LibraryFood, language: FoodLanguage): string {
  return language === 'es' ? food.name_es : food.name_en;
}

/** A library food as the API shows it, named and measured in `language`. */
export function libraryFoodAsFood(
  food: LibraryFood,
  language: FoodLanguage,
  use: { favourite: boolean; last_used_at: string | null },
): Food {
  return {
    ref: { source: 'library', id: food.ndb },
    name: nameOf(food, language),
    brand: null,
    basis: 'g',
    per_100: food.per_100,
    servings: food.servings.map((serving) => ({
      id: serving.id,
      label: language === 'es' ? serving.es : serving.en,
      size: serving.grams,
    })),
    ...use,
  };
}
