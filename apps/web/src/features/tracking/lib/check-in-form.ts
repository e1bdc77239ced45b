/**
 * The check-in form's values and their schema: text as the inputs hold it, in the user's units,
 * turned into the contracts' check-in (SI) and validated by `checkInFieldsSchema` itself, so the
 * bounds are the server's. Field names are the contract's, so a bound the contract refuses lands
 * on the field that was typed.
 */
import {
  checkInFieldsSchema,
  type CheckIn,
  type CheckInFields,
  type UnitSystem,
} from '@ascend/contracts';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { boundFromStored, fromStored, toStored, type Quantity } from '@/lib/units/unit-conversion';

export const SCALE_FIELDS = ['sleep_quality', 'mood', 'energy', 'stress'] as const;
export type ScaleField = (typeof SCALE_FIELDS)[number];

export type NumberField = 'sleep_hours' | 'weight_kg' | 'steps' | 'water_ml' | 'training_minutes';

/** The fields typed in the user's units rather than as stored. */
export const CONVERTED: Partial<Record<NumberField, Quantity>> = {
  weight_kg: 'mass',
  water_ml: 'volume',
};

export type CheckInFormValues = Record<ScaleField | NumberField | 'note', string>;

/** The form's control, typed with what it holds and what it submits. */
export type CheckInControl = Control<CheckInFormValues, unknown, CheckInFields>;

/** Why a typed number is not a number at all (the contract's own checks name the rest). */
export const NOT_A_NUMBER = 'notANumber';

const numberText = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return null;
    // A decimal comma is how Spanish writes 72,5.
    const value = Number(text.replace(',', '.'));
    if (Number.isFinite(value)) return value;
    context.addIssue({ code: 'custom', message: NOT_A_NUMBER });
    return z.NEVER;
  });

const choice = z.string().transform((text) => (text === '' ? null : Number(text)));

export function checkInFormSchema(units: UnitSystem) {
  const stored = (field: NumberField, value: number | null) => {
    const quantity = CONVERTED[field];
    return value === null || !quantity ? value : toStored(quantity, units, value);
  };
  return z
    .object({
      sleep_hours: numberText,
      sleep_quality: choice,
      mood: choice,
      energy: choice,
      stress: choice,
      weight_kg: numberText,
      steps: numberText,
      water_ml: numberText,
      training_minutes: numberText,
      note: z.string(),
    })
    .transform((values): CheckInFields => ({
      ...values,
      weight_kg: stored('weight_kg', values.weight_kg),
      water_ml: stored('water_ml', values.water_ml),
      note: values.note.trim() === '' ? null : values.note,
    }))
    .pipe(checkInFieldsSchema);
}

const shown = (value: number | null) => (value === null ? '' : String(value));

/** A stored check-in (or none) as the form shows it, in the user's units. */
export function checkInFormValues(checkIn: CheckIn | null, units: UnitSystem): CheckInFormValues {
  const number = (field: NumberField) => {
    const value = checkIn?.[field] ?? null;
    const quantity = CONVERTED[field];
    return shown(value !== null && quantity ? fromStored(quantity, units, value) : value);
  };
  return {
    sleep_hours: number('sleep_hours'),
    sleep_quality: shown(checkIn?.sleep_quality ?? null),
    mood: shown(checkIn?.mood ?? null),
    energy: shown(checkIn?.energy ?? null),
    stress: shown(checkIn?.stress ?? null),
    weight_kg: number('weight_kg'),
    steps: number('steps'),
    water_ml: number('water_ml'),
    training_minutes: number('training_minutes'),
    note: checkIn?.note ?? '',
  };
}

/** The contract's bounds of a number field (in SI), for messages and the inputs' min and max. */
export function storedBounds(field: NumberField): { min: number; max: number; integer: boolean } {
  const schema = checkInFieldsSchema.shape[field].unwrap().unwrap();
  return {
    min: schema.minValue ?? 0,
    max: schema.maxValue ?? Number.MAX_SAFE_INTEGER,
    integer: schema.isInt,
  };
}

/** The same bounds in the user's units, rounded inwards to what the field shows. */
export function shownBounds(field: NumberField, units: UnitSystem): { min: number; max: number } {
  const { min, max } = storedBounds(field);
  const quantity = CONVERTED[field];
  if (!quantity) return { min, max };
  return {
    min: boundFromStored(quantity, units, min, 'min'),
    max: boundFromStored(quantity, units, max, 'max'),
  };
}
