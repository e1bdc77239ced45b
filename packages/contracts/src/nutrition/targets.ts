/**
 * Daily targets (docs/nutrition.md, with the sources): energy from the Mifflin–St Jeor equation
 * (Mifflin et al., Am J Clin Nutr 1990;51:241-7) times an activity factor, moved by the goal's
 * rate at 7,700 kcal per kilogram, never suggested below 1,200 kcal; macros split by a pattern that
 * stays inside the Institute of Medicine's acceptable ranges (carbohydrate 45–65 %, protein 10–35 %,
 * fat 20–35 % of energy), at 4, 4 and 9 kcal per gram. Not medical advice.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';

export const SEXES_FOR_EQUATION = ['female', 'male'] as const;
export type SexForEquation = (typeof SEXES_FOR_EQUATION)[number];

/** Activity factors multiplying the resting energy (sedentary … extra active). */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  very: 1.725,
  extra: 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;
export const ACTIVITY_LEVELS = Object.keys(ACTIVITY_FACTORS) as ActivityLevel[];

export const GOALS = ['lose', 'keep', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

/** Energy stored in a kilogram of body weight lost or gained, in the usual approximation. */
export const KCAL_PER_KG_BODY_WEIGHT = 7_700;
/** No suggested target is lower, whatever the equation gives. */
export const MIN_SUGGESTED_KCAL = 1_200;
/** The fastest rates offered: 1 kg a week to lose, 0.5 kg a week to gain. */
export const MAX_LOSS_KG_PER_WEEK = 1;
export const MAX_GAIN_KG_PER_WEEK = 0.5;

/** Atwater's general factors, kcal per gram. */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;

/** Shares of energy, each inside the acceptable macronutrient distribution ranges. */
export const MACRO_PATTERNS = {
  balanced: { carbohydrate: 0.5, protein: 0.2, fat: 0.3 },
  higher_protein: { carbohydrate: 0.45, protein: 0.3, fat: 0.25 },
  lower_carbohydrate: { carbohydrate: 0.45, protein: 0.2, fat: 0.35 },
} as const;
export type MacroPattern = keyof typeof MACRO_PATTERNS;
export const MACRO_PATTERN_NAMES = Object.keys(MACRO_PATTERNS) as MacroPattern[];

/** What the equation needs, asked once (with the reason shown): `PUT /nutrition/targets`. */
export const targetInputsSchema = z
  .strictObject({
    sex: z.enum(SEXES_FOR_EQUATION),
    birth_date: localDateSchema,
    height_cm: z.number().min(100).max(250),
    /** Used only while there is no check-in with a weight; the latest such check-in wins. */
    weight_kg: z.number().min(20).max(400).nullable(),
    activity: z.enum(ACTIVITY_LEVELS as [ActivityLevel, ...ActivityLevel[]]),
    goal: z.enum(GOALS),
    /** Kilograms a week to lose or gain; 0 to keep. */
    rate_kg_per_week: z.number().min(0).max(MAX_LOSS_KG_PER_WEEK),
    macro_pattern: z.enum(MACRO_PATTERN_NAMES as [MacroPattern, ...MacroPattern[]]),
  })
  .refine((inputs) => inputs.goal !== 'keep' || inputs.rate_kg_per_week === 0, {
    error: 'Keeping the weight has no rate: give 0',
    path: ['rate_kg_per_week'],
  })
  .refine((inputs) => inputs.goal !== 'gain' || inputs.rate_kg_per_week <= MAX_GAIN_KG_PER_WEEK, {
    error: `Gain at most ${MAX_GAIN_KG_PER_WEEK} kg a week`,
    path: ['rate_kg_per_week'],
  });
export type TargetInputs = z.infer<typeof targetInputsSchema>;

/** The user's own numbers, in place of the suggestion. */
export const customTargetsSchema = z.strictObject({
  energy_kcal: z.number().int().min(500).max(10_000),
  protein_g: z.number().int().min(0).max(1_000),
  carbohydrate_g: z.number().int().min(0).max(2_000),
  fat_g: z.number().int().min(0).max(1_000),
});
export type CustomTargets = z.infer<typeof customTargetsSchema>;

export const targetsUpdateSchema = z.strictObject({
  inputs: targetInputsSchema.nullable(),
  custom: customTargetsSchema.nullable(),
});
export type TargetsUpdate = z.infer<typeof targetsUpdateSchema>;

export const dailyTargetsSchema = z.object({
  energy_kcal: z.number().int(),
  protein_g: z.number().int(),
  carbohydrate_g: z.number().int(),
  fat_g: z.number().int(),
});
export type DailyTargets = z.infer<typeof dailyTargetsSchema>;

export const suggestedTargetsSchema = dailyTargetsSchema.extend({
  age_years: z.number().int(),
  weight_kg: z.number(),
  /** Resting energy by the equation, and times the activity factor. */
  resting_kcal: z.number().int(),
  maintenance_kcal: z.number().int(),
  /** The goal's daily change (negative to lose). */
  goal_kcal: z.number().int(),
  /** The equation and goal gave less than 1,200 kcal, so 1,200 is suggested. */
  floor_applied: z.boolean(),
});
export type SuggestedTargets = z.infer<typeof suggestedTargetsSchema>;

/** `GET`/`PUT /nutrition/targets`. */
export const targetsStateSchema = z.object({
  inputs: targetInputsSchema.nullable(),
  custom: customTargetsSchema.nullable(),
  /** The weight the suggestion used: the latest check-in's, else the one given in the inputs. */
  weight: z
    .object({
      kg: z.number(),
      source: z.enum(['check_in', 'inputs']),
      date: localDateSchema.nullable(),
    })
    .nullable(),
  suggested: suggestedTargetsSchema.nullable(),
  /** What the progress bars measure against: the user's own numbers, else the suggestion. */
  effective: dailyTargetsSchema.nullable(),
});
export type TargetsState = z.infer<typeof targetsStateSchema>;

/** Resting energy, kcal a day (Mifflin–St Jeor). */
export function mifflinStJeor(person: {
  sex: SexForEquation;
  weight_kg: number;
  height_cm: number;
  age_years: number;
}): number {
  const base = 10 * person.weight_kg + 6.25 * person.height_cm - 5 * person.age_years;
  return person.sex === 'male' ? base + 5 : base - 161;
}

/** Whole years from `birthDate` to `onDate` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The daily energy change a goal's weekly rate asks for (negative to lose). */
export function goalAdjustmentKcal(goal: Goal, rateKgPerWeek: number): number {
  if (goal === 'keep') return 0;
  const daily = (rateKgPerWeek * KCAL_PER_KG_BODY_WEIGHT) / 7;
  return goal === 'lose' ? -daily : daily;
}

/** Grams of each macronutrient for `energyKcal` split by `pattern`. */
export function macroSplit(
  energyKcal: number,
  pattern: MacroPattern,
): Omit<DailyTargets, 'energy_kcal'> {
  const shares = MACRO_PATTERNS[pattern];
  return {
    protein_g: Math.round((energyKcal * shares.protein) / KCAL_PER_GRAM.protein),
    carbohydrate_g: Math.round((energyKcal * shares.carbohydrate) / KCAL_PER_GRAM.carbohydrate),
    fat_g: Math.round((energyKcal * shares.fat) / KCAL_PER_GRAM.fat),
  };
}

/** The suggestion for `inputs` with this weight, on the user's day `today`. */
export function suggestTargets(
  inputs: TargetInputs,
  weightKg: number,
  today: string,
): SuggestedTargets {
  const age = ageOn(inputs.birth_date, today);
  const resting = mifflinStJeor({
    sex: inputs.sex,
    weight_kg: weightKg,
    height_cm: inputs.height_cm,
    age_years: age,
  });
  const maintenance = resting * ACTIVITY_FACTORS[inputs.activity];
  const goal = goalAdjustmentKcal(inputs.goal, inputs.rate_kg_per_week);
  const wanted = Math.round(maintenance + goal);
  const energy = Math.max(MIN_SUGGESTED_KCAL, wanted);
  return {
    energy_kcal: energy,
    ...macroSplit(energy, inputs.macro_pattern),
    age_years: age,
    weight_kg: weightKg,
    resting_kcal: Math.round(resting),
    maintenance_kcal: Math.round(maintenance),
    goal_kcal: Math.round(goal),
    floor_applied: wanted < MIN_SUGGESTED_KCAL,
  };
}
