/**
 * The targets' two forms as they hold their values (numbers as typed) and the contracts' schemas
 * they must pass: the equation's inputs (`targetInputsSchema`) or the user's own numbers
 * (`customTargetsSchema`). Problems keep the contracts' field names (`height_cm`, `weight_kg`,
 * `rate_kg_per_week`), which the page words.
 *
 * The inputs form speaks the user's unit system (settings → Units): height in centimetres, or feet
 * and inches; weight and the weekly rate in kilograms or pounds; always stored in SI through the
 * shared units module. A number shown as it was loaded and left as it was is saved as it was
 * stored, so saving the form unchanged changes nothing (170 cm shows as 5 ft 6.9 in, which is
 * 169.9 cm if taken at its word).
 */
import {
  customTargetsSchema,
  MAX_GAIN_KG_PER_WEEK,
  MAX_LOSS_KG_PER_WEEK,
  targetInputsSchema,
  type ActivityLevel,
  type CustomTargets,
  type Goal,
  type MacroPattern,
  type TargetInputs,
  type UnitSystem,
} from '@ascend/contracts';
import { z } from 'zod';
import {
  boundFromStored,
  feetAndInchesFromStored,
  feetAndInchesToStored,
  fromStored,
  toStored,
} from '@/lib/units/unit-conversion';
import { typedNumber } from './amount-form-schema';

export interface InputsFormValues {
  sex: string;
  birth_date: string;
  /** Centimetres (metric). */
  height_cm: string;
  /** Feet and inches (imperial). */
  height_ft: string;
  height_in: string;
  /** Kilograms or pounds, as the user's system writes a body weight. */
  weight: string;
  activity: ActivityLevel;
  goal: Goal;
  /** Kilograms or pounds a week. */
  rate: string;
  macro_pattern: MacroPattern;
}

export interface CustomFormValues {
  energy_kcal: string;
  protein_g: string;
  carbohydrate_g: string;
  fat_g: string;
}

/** The rate the form offers before one is chosen: half a kilogram a week. */
const DEFAULT_RATE_KG = 0.5;

/** An empty required number is left undefined, so zod says "required" rather than "not a number". */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : typedNumber(text));

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A weight (kg) as the form shows it in `units`. */
const massText = (kilograms: number | null | undefined, units: UnitSystem) =>
  kilograms === null || kilograms === undefined ? '' : String(fromStored('mass', units, kilograms));

/** The form's values for the saved inputs (or none), in the user's units. */
export function inputsFormValues(inputs: TargetInputs | null, units: UnitSystem): InputsFormValues {
  const height = inputs ? feetAndInchesFromStored(inputs.height_cm) : null;
  return {
    sex: inputs?.sex ?? '',
    birth_date: inputs?.birth_date ?? '',
    height_cm: text(inputs?.height_cm),
    height_ft: text(height?.feet),
    height_in: text(height?.inches),
    weight: massText(inputs?.weight_kg, units),
    activity: inputs?.activity ?? 'light',
    goal: inputs?.goal ?? 'keep',
    rate: massText(inputs?.rate_kg_per_week ?? DEFAULT_RATE_KG, units),
    macro_pattern: inputs?.macro_pattern ?? 'balanced',
  };
}

/**
 * The inputs form's schema in `units`. `saved` is what the form was loaded with: a number still
 * shown as it was loaded is sent as it was stored.
 */
export function inputsFormSchema(
  units: UnitSystem,
  saved: TargetInputs | null,
): z.ZodType<TargetInputs, InputsFormValues> {
  const loaded = inputsFormValues(saved, units);
  const mass = (typed: string, shown: string, stored: number | null | undefined) => {
    if (stored !== null && stored !== undefined && typed.trim() === shown) return stored;
    const value = numberOrUndefined(typed);
    return value === undefined || Number.isNaN(value) ? value : toStored('mass', units, value);
  };
  const height = (values: InputsFormValues) => {
    if (units === 'metric') return numberOrUndefined(values.height_cm);
    const [feet, inches] = [values.height_ft.trim(), values.height_in.trim()];
    if (saved && feet === loaded.height_ft && inches === loaded.height_in) return saved.height_cm;
    if (feet === '' && inches === '') return undefined;
    // Six feet may be typed with the inches left empty.
    const [ft, inch] = [typedNumber(feet === '' ? '0' : feet), typedNumber(inches || '0')];
    return Number.isNaN(ft) || Number.isNaN(inch) ? Number.NaN : feetAndInchesToStored(ft, inch);
  };
  return z.preprocess((raw) => {
    const values = raw as InputsFormValues;
    const weight = mass(values.weight, loaded.weight, saved?.weight_kg);
    return {
      sex: values.sex === '' ? undefined : values.sex,
      birth_date: values.birth_date,
      height_cm: height(values),
      weight_kg: values.weight.trim() === '' ? null : weight,
      activity: values.activity,
      goal: values.goal,
      // Keeping the weight has no rate, whatever the hidden field still holds.
      rate_kg_per_week:
        values.goal === 'keep'
          ? 0
          : mass(values.rate, loaded.rate, saved?.rate_kg_per_week ?? DEFAULT_RATE_KG),
      macro_pattern: values.macro_pattern,
    };
  }, targetInputsSchema) as unknown as z.ZodType<TargetInputs, InputsFormValues>;
}

/** The contracts' bounds of the inputs, as the user's system writes them (for the messages). */
export function inputBounds(units: UnitSystem) {
  const { shape } = targetInputsSchema;
  const length = (stored: number, side: 'min' | 'max') => {
    if (units === 'metric') return { cm: stored };
    return feetAndInchesFromStored(
      // The bound in inches, rounded inwards as a field shows it, back to centimetres to split.
      toStored('length', 'imperial', boundFromStored('length', units, stored, side)),
    );
  };
  const mass = (stored: number, side: 'min' | 'max') =>
    boundFromStored('mass', units, stored, side);
  return {
    height: {
      min: length(shape.height_cm.minValue ?? 0, 'min'),
      max: length(shape.height_cm.maxValue ?? 0, 'max'),
    },
    weight: {
      min: mass(shape.weight_kg.unwrap().minValue ?? 0, 'min'),
      max: mass(shape.weight_kg.unwrap().maxValue ?? 0, 'max'),
    },
    rate: {
      lose: mass(MAX_LOSS_KG_PER_WEEK, 'max'),
      gain: mass(MAX_GAIN_KG_PER_WEEK, 'max'),
    },
  };
}

export const customFormSchema = z.preprocess((raw) => {
  const values = raw as CustomFormValues;
  return {
    energy_kcal: numberOrUndefined(values.energy_kcal),
    protein_g: numberOrUndefined(values.protein_g),
    carbohydrate_g: numberOrUndefined(values.carbohydrate_g),
    fat_g: numberOrUndefined(values.fat_g),
  };
}, customTargetsSchema) as unknown as z.ZodType<CustomTargets, CustomFormValues>;

export function customFormValues(custom: CustomTargets | null): CustomFormValues {
  return {
    energy_kcal: text(custom?.energy_kcal),
    protein_g: text(custom?.protein_g),
    carbohydrate_g: text(custom?.carbohydrate_g),
    fat_g: text(custom?.fat_g),
  };
}
