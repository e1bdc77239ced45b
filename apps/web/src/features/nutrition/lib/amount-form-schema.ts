/**
 * The amount of a food as a form gives it: a meal, a number as typed (a comma is a decimal point
 * too), and a unit that is the food's own (g or ml) or one of its servings. It parses to the
 * diary's amount fields; its problems are codes the page words (`nutrition:amount.problems`).
 * The limits are the contracts': at most 5 kg in all, at most 100 servings.
 */
import {
  amountInGrams,
  mealSchema,
  NUTRITION_LIMITS,
  type AmountUnit,
  type DiaryItemCreate,
  type FoodRef,
  type FoodBasis,
  type LocalDate,
  type Meal,
  type Serving,
} from '@ascend/contracts';
import { z } from 'zod';

export type AmountProblem =
  'quantityMissing' | 'quantityNotPositive' | 'tooMuch' | 'tooManyServings' | 'dateMissing';

export interface AmountFormValues {
  meal: Meal;
  /** The item's day, when the form moves an item (`YYYY-MM-DD`, as a date input gives it). */
  date?: string;
  /** `g`, `ml`, or `serving:<id>`. */
  unit: string;
  quantity: string;
}

export interface ParsedAmount {
  meal: Meal;
  date?: LocalDate;
  unit: AmountUnit;
  quantity: number;
  serving_id: string | null;
  /** The amount in the food's unit, for the preview and the 5 kg bound. */
  grams: number;
}

const SERVING_PREFIX = 'serving:';

export function servingUnit(id: string): string {
  return `${SERVING_PREFIX}${id}`;
}

/** A number as typed: "1,5" and "1.5" alike; NaN for anything else. */
export function typedNumber(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d*\.?\d+$|^\d+\.$/.test(normalised) ? Number(normalised) : Number.NaN;
}

export function amountFormSchema(food: { basis: FoodBasis; servings: readonly Serving[] }) {
  return z
    .object({
      meal: mealSchema,
      date: z.string().optional(),
      unit: z.string(),
      quantity: z.string(),
    })
    .transform((values, context): ParsedAmount => {
      const serving = values.unit.startsWith(SERVING_PREFIX)
        ? food.servings.find((candidate) => servingUnit(candidate.id) === values.unit)
        : undefined;
      const quantity = typedNumber(values.quantity);
      const problem = (message: AmountProblem, field = 'quantity') => {
        context.addIssue({ code: 'custom', path: [field], message });
        return z.NEVER;
      };
      if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
        return problem('dateMissing', 'date');
      }
      if (values.quantity.trim() === '') return problem('quantityMissing');
      if (!Number.isFinite(quantity) || quantity <= 0) return problem('quantityNotPositive');
      if (serving && quantity > NUTRITION_LIMITS.maxServings) return problem('tooManyServings');
      const grams = amountInGrams(quantity, serving?.size ?? null);
      if (grams > NUTRITION_LIMITS.maxItemGrams) return problem('tooMuch');
      return {
        meal: values.meal,
        ...(values.date === undefined ? {} : { date: values.date }),
        unit: serving ? 'serving' : food.basis,
        quantity,
        serving_id: serving?.id ?? null,
        grams,
      };
    });
}

/** The diary item a parsed amount of `food` adds (`scanned`: from the product scan). */
export function itemToAdd(amount: ParsedAmount, food: FoodRef, scanned?: boolean): DiaryItemCreate {
  return {
    meal: amount.meal,
    food,
    unit: amount.unit,
    quantity: amount.quantity,
    serving_id: amount.serving_id,
    ...(scanned === undefined ? {} : { scanned }),
  };
}
