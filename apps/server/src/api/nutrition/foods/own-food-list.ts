/**
 * `GET /nutrition/foods/own`: all of a user's own foods (at most NUTRITION_LIMITS.maxOwnFoods), by
 * name as people read it (case and accents ignored, then id), a page at a time; `q` keeps those
 * whose name or brand holds every word, as the food search matches them. The order is made here,
 * not by the database, so SQLite and PostgreSQL (whose collations differ) page alike.
 */
import type { OwnFood, OwnFoodList } from '@ascend/contracts';
import { z } from 'zod';
import { pageCursor } from '../../http/page-cursor.js';
import { foldText, matchesWords, queryWords } from '../text-match.js';

const cursor = pageCursor(z.tuple([z.string().max(400), z.uuid()]));

export function ownFoodPage(
  foods: readonly OwnFood[],
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): OwnFoodList {
  const after = query.cursor === undefined ? undefined : cursor.decode(query.cursor);
  const words = queryWords(query.q ?? '');
  const keyed = foods
    .map((food) => ({ food, name: foldText(food.name), id: food.ref.id }))
    .filter(
      ({ food, name }) =>
        words.length === 0 || matchesWords(`${name} ${foldText(food.brand ?? '')}`, words),
    )
    .sort((a, b) => compare([a.name, a.id], [b.name, b.id]));
  const rest = after ? keyed.filter((entry) => compare([entry.name, entry.id], after) > 0) : keyed;
  const page = rest.slice(0, query.limit);
  const last = page.at(-1);
  return {
    foods: page.map((entry) => entry.food),
    next_cursor: rest.length > query.limit && last ? cursor.encode([last.name, last.id]) : null,
  };
}

function compare(a: readonly [string, string], b: readonly [string, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}
