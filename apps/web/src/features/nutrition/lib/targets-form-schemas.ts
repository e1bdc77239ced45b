/**
 * The targets' two forms as they hold their values (numbers as typed) and the contracts' schemas
 * they must pass: the equation's inputs (`targetInputsSchema`) or the user's own numbers
 * (`customTargetsSchema`). Problems keep the contracts' field names, which are the forms'.
 */
import {
  customTargetsSchema,
  targetInputsSchema,
  type ActivityLevel,
  type CustomTargets,
  type Goal,
  type MacroPattern,
  type TargetInputs,
} from '@ascend/contracts';
import { z } from 'zod';
import { typedNumber } from './amount-form-schema';

export interface InputsFormValues {
  sex: string;
  birth_date: string;
  height_cm: string;
  weight_kg: string;
  activity: ActivityLevel;
  goal: Goal;
  rate_kg_per_week: string;
  macro_pattern: MacroPattern;
}

export interface CustomFormValues {
  energy_kcal: string;
  protein_g: string;
  carbohydrate_g: string;
  fat_g: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : typedNumber(text));
/** An empty required number is left undefined, so zod says "required" rather than "not a number". */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : typedNumber(text));

export const inputsFormSchema = z.preprocess((raw) => {
  const values = raw as InputsFormValues;
  return {
    sex: values.sex === '' ? undefined : values.sex,
    birth_date: values.birth_date,
    height_cm: numberOrUndefined(values.height_cm),
    weight_kg: numberOrNull(values.weight_kg),
    activity: values.activity,
    goal: values.goal,
    // Keeping the weight has no rate, whatever the hidden field still holds.
    rate_kg_per_week: values.goal === 'keep' ? 0 : numberOrUndefined(values.rate_kg_per_week),
    macro_pattern: values.macro_pattern,
  };
}, targetInputsSchema) as unknown as z.ZodType<TargetInputs, InputsFormValues>;

export const customFormSchema = z.preprocess((raw) => {
  const values = raw as CustomFormValues;
  return {
    energy_kcal: numberOrUndefined(values.energy_kcal),
    protein_g: numberOrUndefined(values.protein_g),
    carbohydrate_g: numberOrUndefined(values.carbohydrate_g),
    fat_g: numberOrUndefined(values.fat_g),
  };
}, customTargetsSchema) as unknown as z.ZodType<CustomTargets, CustomFormValues>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function inputsFormValues(inputs: TargetInputs | null): InputsFormValues {
  return {
    sex: inputs?.sex ?? '',
    birth_date: inputs?.birth_date ?? '',
    height_cm: text(inputs?.height_cm),
    weight_kg: text(inputs?.weight_kg),
    activity: inputs?.activity ?? 'light',
    goal: inputs?.goal ?? 'keep',
    rate_kg_per_week: text(inputs?.rate_kg_per_week ?? 0.5),
    macro_pattern: inputs?.macro_pattern ?? 'balanced',
  };
}

export function customFormValues(custom: CustomTargets | null): CustomFormValues {
  return {
    energy_kcal: text(custom?.energy_kcal),
    protein_g: text(custom?.protein_g),
    carbohydrate_g: text(custom?.carbohydrate_g),
    fat_g: text(custom?.fat_g),
  };
}
