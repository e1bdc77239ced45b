/**
 * Nutrient values as the page shows them: rounded as the contracts say (whole kcal and kJ, grams
 * to a tenth, salt to a hundredth), in the reader's number format, with the unit; a value the food
 * did not give is a dash (unknown is not zero).
 */
import {
  GRAM_NUTRIENT_KEYS,
  NUTRIENT_DECIMALS,
  roundTo,
  type NutrientAmounts,
} from '@ascend/contracts';

export type ShownNutrient = keyof NutrientAmounts;

/** The rows of a nutrition table, in the order of the EU label, energy first in both units. */
export const SHOWN_NUTRIENTS: readonly ShownNutrient[] = [
  'energy_kcal',
  'energy_kj',
  ...GRAM_NUTRIENT_KEYS,
];

function unitOf(key: ShownNutrient): string {
  if (key === 'energy_kcal') return 'kcal';
  if (key === 'energy_kj') return 'kJ';
  return 'g';
}

/** `value` rounded for `key` and written in `language` with its unit ("12.5 g", "1.046 kJ"). */
export function formatNutrient(key: ShownNutrient, value: number | null, language: string): string {
  if (value === null) return '—';
  const decimals = NUTRIENT_DECIMALS[key];
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  }).format(roundTo(value, decimals));
  return `${number} ${unitOf(key)}`;
}

/** A share of a target as a whole percentage for a progress bar, capped for the bar's width. */
export function progressShare(eaten: number | null, target: number): number {
  if (eaten === null || target <= 0) return 0;
  return Math.round((eaten / target) * 100);
}
