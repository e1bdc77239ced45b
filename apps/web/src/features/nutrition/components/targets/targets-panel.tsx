/**
 * Daily targets: suggested from the Mifflin–St Jeor equation (Mifflin et al., Am J Clin Nutr
 * 1990;51:241-7) with an activity factor and a goal, macros split by a pattern (the contracts'
 * `suggestTargets`, docs/nutrition.md); or the user's own numbers. The equation's inputs are asked
 * once, with the reason; the weight comes from the latest check-in when there is one. Never below
 * 1,200 kcal suggested; not medical advice.
 */
import {
  ACTIVITY_LEVELS,
  GOALS,
  MACRO_PATTERN_NAMES,
  MACRO_PATTERNS,
  MIN_SUGGESTED_KCAL,
  type TargetsState,
  type UnitSystem,
} from '@ascend/contracts';
import { useId, useMemo, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { inputClasses, Labelled, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTargets, useUpdateTargets } from '@/lib/nutrition/targets';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { fromStored, unitSymbol } from '@/lib/units/unit-conversion';
import { formatNutrient } from '../../lib/nutrient-format';
import {
  customFormSchema,
  customFormValues,
  inputBounds,
  inputsFormSchema,
  inputsFormValues,
} from '../../lib/targets-form-schemas';
import { MedicalNotice } from '../notices';

type Mode = 'suggested' | 'custom';

export function TargetsPanel({ units }: { units: UnitSystem }) {
  const { t } = useTranslation('nutrition');
  const targets = useTargets();
  const messageOf = useApiErrorMessage();
  if (targets.isError) {
    return <FormMessage kind="error">{messageOf(targets.error, t('errors.load'))}</FormMessage>;
  }
  if (!targets.data) return <Spinner className="min-h-96" />;
  return <Targets state={targets.data} units={units} />;
}

/** A body weight (kg) as the user's system writes it: "72.5 kg", "159.83 lb". */
function useBodyWeight(units: UnitSystem) {
  const { i18n } = useTranslation('nutrition');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (kilograms: number) =>
    `${number.format(fromStored('mass', units, kilograms))} ${unitSymbol('mass', units)}`;
}

function Targets({ state, units }: { state: TargetsState; units: UnitSystem }) {
  const { t } = useTranslation('nutrition');
  const [mode, setMode] = useState<Mode>(state.custom ? 'custom' : 'suggested');
  const modeName = useId();
  return (
    <div className="grid gap-6">
      <MedicalNotice />
      {state.effective && <CurrentTargets state={state} units={units} />}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('targets.mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['suggested', 'custom'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={modeName}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="size-4"
              />
              {t(`targets.modes.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'suggested' ? (
        <InputsForm state={state} units={units} />
      ) : (
        <CustomForm state={state} />
      )}
    </div>
  );
}

function CurrentTargets({ state, units }: { state: TargetsState; units: UnitSystem }) {
  const { t, i18n } = useTranslation('nutrition');
  const bodyWeight = useBodyWeight(units);
  const effective = state.effective;
  if (!effective) return null;
  const suggested = state.custom ? null : state.suggested;
  return (
    <section
      aria-labelledby="current-targets"
      className="grid gap-2 rounded-xl border border-border p-4"
      data-testid="current-targets"
    >
      <h3 id="current-targets" className="text-base font-semibold">
        {state.custom ? t('targets.currentOwn') : t('targets.currentSuggested')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g'] as const).map((key) => (
          <div key={key}>
            <dt className="text-muted-foreground">{t(`nutrients.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">
              {formatNutrient(key, effective[key], i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
      {suggested && (
        <p className="text-xs text-muted-foreground">
          {t('targets.explain', {
            resting: formatNutrient('energy_kcal', suggested.resting_kcal, i18n.language),
            maintenance: formatNutrient('energy_kcal', suggested.maintenance_kcal, i18n.language),
            goal: formatNutrient('energy_kcal', suggested.goal_kcal, i18n.language),
            age: suggested.age_years,
            weight: bodyWeight(suggested.weight_kg),
          })}
        </p>
      )}
      {suggested?.floor_applied && (
        <p className="text-sm font-medium">
          {t('targets.floor', {
            kcal: formatNutrient('energy_kcal', MIN_SUGGESTED_KCAL, i18n.language),
          })}
        </p>
      )}
    </section>
  );
}

/** The inputs' bounds worded for the problems and the rate's label, in the user's system. */
function problemBounds(units: UnitSystem, language: string, t: TFunction<'nutrition'>) {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const bounds = inputBounds(units);
  const height = (length: (typeof bounds.height)['min']) =>
    'cm' in length
      ? t('targets.units.cm', { value: number.format(length.cm) })
      : t('targets.units.ftIn', {
          feet: number.format(length.feet),
          inches: number.format(length.inches),
        });
  const mass = (value: number) =>
    t(`targets.units.${unitSymbol('mass', units)}`, { value: number.format(value) });
  return {
    height: { min: height(bounds.height.min), max: height(bounds.height.max) },
    weight: { min: mass(bounds.weight.min), max: mass(bounds.weight.max) },
    rate: { lose: number.format(bounds.rate.lose), gain: number.format(bounds.rate.gain) },
  };
}

function firstProblem(errors: FieldErrors): string | null {
  const [field] = Object.keys(errors);
  return field ?? null;
}

function InputsForm({ state, units }: { state: TargetsState; units: UnitSystem }) {
  const { t, i18n } = useTranslation('nutrition');
  const save = useUpdateTargets();
  const messageOf = useApiErrorMessage();
  const schema = useMemo(() => inputsFormSchema(units, state.inputs), [units, state.inputs]);
  const form = useZodForm(schema, { defaultValues: inputsFormValues(state.inputs, units) });
  const goal = form.watch('goal');
  const problem = firstProblem(form.formState.errors);
  const checkInWeight = state.weight?.source === 'check_in' ? state.weight : null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const bodyWeight = useBodyWeight(units);
  const massUnit = unitSymbol('mass', units);
  const bounds = problemBounds(units, i18n.language, t);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) =>
        void form.handleSubmit((inputs) => save.mutate({ inputs, custom: null }))(event)
      }
    >
      <p className="text-sm text-muted-foreground">{t('targets.why')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Labelled
          label={t('targets.sex')}
          control={(id) => (
            <select id={id} className={cn(inputClasses, 'h-10')} {...form.register('sex')}>
              <option value="">{t('targets.choose')}</option>
              <option value="female">{t('targets.sexes.female')}</option>
              <option value="male">{t('targets.sexes.male')}</option>
            </select>
          )}
        />
        <TextField label={t('targets.birthDate')} type="date" {...form.register('birth_date')} />
        {units === 'metric' ? (
          <TextField
            label={t('targets.height')}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('height_cm')}
          />
        ) : (
          <fieldset className="grid grid-cols-2 gap-3" data-testid="height-imperial">
            <legend className="sr-only">{t('targets.heightImperial')}</legend>
            <TextField
              label={t('targets.feet')}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('height_ft')}
            />
            <TextField
              label={t('targets.inches')}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('height_in')}
            />
          </fieldset>
        )}
        <TextField
          label={
            checkInWeight
              ? t('targets.weightFallback', { unit: massUnit })
              : t('targets.weight', { unit: massUnit })
          }
          inputMode="decimal"
          autoComplete="off"
          {...form.register('weight')}
        />
      </div>
      {checkInWeight && (
        <p className="text-xs text-muted-foreground">
          {t('targets.weightFromCheckIn', {
            weight: bodyWeight(checkInWeight.kg),
            date: checkInWeight.date ?? '',
          })}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Labelled
          label={t('targets.activity')}
          control={(id) => (
            <select id={id} className={cn(inputClasses, 'h-10')} {...form.register('activity')}>
              {ACTIVITY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`targets.activities.${level}`)}
                </option>
              ))}
            </select>
          )}
        />
        <Labelled
          label={t('targets.pattern')}
          control={(id) => (
            <select
              id={id}
              className={cn(inputClasses, 'h-10')}
              {...form.register('macro_pattern')}
            >
              {MACRO_PATTERN_NAMES.map((pattern) => (
                <option key={pattern} value={pattern}>
                  {t('targets.patternOption', {
                    name: t(`targets.patterns.${pattern}`),
                    carbohydrate: percent.format(MACRO_PATTERNS[pattern].carbohydrate),
                    protein: percent.format(MACRO_PATTERNS[pattern].protein),
                    fat: percent.format(MACRO_PATTERNS[pattern].fat),
                  })}
                </option>
              ))}
            </select>
          )}
        />
        <Labelled
          label={t('targets.goal')}
          control={(id) => (
            <select id={id} className={cn(inputClasses, 'h-10')} {...form.register('goal')}>
              {GOALS.map((option) => (
                <option key={option} value={option}>
                  {t(`targets.goals.${option}`)}
                </option>
              ))}
            </select>
          )}
        />
        {goal !== 'keep' && (
          <TextField
            label={t(`targets.rate.${units}`, {
              max: goal === 'gain' ? bounds.rate.gain : bounds.rate.lose,
            })}
            inputMode="decimal"
            autoComplete="off"
            {...form.register('rate')}
          />
        )}
      </div>
      {problem && (
        <FormMessage kind="error">
          {t(`targets.problems.${problem}`, {
            ...bounds[problem === 'weight_kg' ? 'weight' : 'height'],
            defaultValue: t('targets.problems.other'),
          })}
        </FormMessage>
      )}
      {save.isError && (
        <FormMessage kind="error">{messageOf(save.error, t('errors.save'))}</FormMessage>
      )}
      {save.isSuccess && <FormMessage kind="success">{t('targets.saved')}</FormMessage>}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? t('actions.saving') : t('targets.saveSuggested')}
      </Button>
    </form>
  );
}

function CustomForm({ state }: { state: TargetsState }) {
  const { t } = useTranslation('nutrition');
  const save = useUpdateTargets();
  const messageOf = useApiErrorMessage();
  const form = useZodForm(customFormSchema, { defaultValues: customFormValues(state.custom) });
  const problem = firstProblem(form.formState.errors);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) =>
        void form.handleSubmit((custom) => save.mutate({ inputs: state.inputs, custom }))(event)
      }
    >
      <p className="text-sm text-muted-foreground">{t('targets.ownHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g'] as const).map((key) => (
          <TextField
            key={key}
            label={t(`targets.own.${key}`)}
            inputMode="numeric"
            autoComplete="off"
            {...form.register(key)}
          />
        ))}
      </div>
      {problem && <FormMessage kind="error">{t('targets.problems.own')}</FormMessage>}
      {save.isError && (
        <FormMessage kind="error">{messageOf(save.error, t('errors.save'))}</FormMessage>
      )}
      {save.isSuccess && <FormMessage kind="success">{t('targets.saved')}</FormMessage>}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? t('actions.saving') : t('targets.saveOwn')}
      </Button>
    </form>
  );
}
