/**
 * Creating or changing an own food: name, brand, whether it is measured in grams or millilitres,
 * its values per 100 (energy required, any other left empty when the label does not say), and the
 * servings it comes in. A product Open Food Facts did not know keeps its barcode, so the next scan
 * finds this food.
 */
import { NUTRIENT_KEYS, type NutrientKey, type OwnFoodParsed } from '@ascend/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { ownFoodFormSchema, type OwnFoodFormValues } from '../../lib/own-food-form-schema';

const MAX_SERVINGS = 12;

/** The first problem, as "<field>: <what is wrong>". */
function useFirstProblem(errors: FieldErrors<OwnFoodFormValues>): string | null {
  const { t } = useTranslation('nutrition');
  if (errors.name) return t('ownFood.problems.name');
  for (const key of NUTRIENT_KEYS) {
    const error = errors.per_100?.[key];
    if (error) {
      return key === 'energy_kcal' && error.type !== 'too_big'
        ? t('ownFood.problems.energyMissing')
        : t('ownFood.problems.nutrient', { nutrient: t(`nutrients.${key}`) });
    }
  }
  if (errors.servings) return t('ownFood.problems.serving');
  if (errors.brand || errors.barcode || errors.basis) return t('ownFood.problems.other');
  return null;
}

export function OwnFoodForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: OwnFoodFormValues;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (food: OwnFoodParsed) => void;
}) {
  const { t } = useTranslation('nutrition');
  const form = useZodForm(ownFoodFormSchema, { defaultValues: initial });
  // Rows kept by count rather than useFieldArray, whose code would land in the chunk every form
  // page shares.
  const [servingRows, setServingRows] = useState(initial.servings.length);
  const removeServing = (index: number) => {
    const rows = form.getValues('servings').slice(0, servingRows);
    rows.splice(index, 1);
    form.setValue('servings', rows);
    setServingRows(rows.length);
  };
  const addServing = () => {
    form.setValue(`servings.${servingRows}`, { label: '', size: '' });
    setServingRows(servingRows + 1);
  };
  const basis = form.watch('basis');
  const problem = useFirstProblem(form.formState.errors);
  const basisId = useId();
  const nutrientIds = useId();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('ownFood.name')}
          autoComplete="off"
          aria-invalid={form.formState.errors.name ? true : undefined}
          {...form.register('name')}
        />
        <TextField label={t('ownFood.brand')} autoComplete="off" {...form.register('brand')} />
      </div>
      <div>
        <label htmlFor={basisId} className="mb-1.5 block text-sm font-medium">
          {t('ownFood.basis')}
        </label>
        <select
          id={basisId}
          className={cn(inputClasses, 'h-10 sm:w-64')}
          {...form.register('basis')}
        >
          <option value="g">{t('ownFood.basisG')}</option>
          <option value="ml">{t('ownFood.basisMl')}</option>
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t(`ownFood.per100.${basis}`)}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NUTRIENT_KEYS.map((key: NutrientKey) => (
            <div key={key}>
              <label htmlFor={`${nutrientIds}-${key}`} className="mb-1.5 block text-xs font-medium">
                {t(`ownFood.fields.${key}`)}
              </label>
              <input
                id={`${nutrientIds}-${key}`}
                inputMode="decimal"
                autoComplete="off"
                required={key === 'energy_kcal'}
                aria-invalid={form.formState.errors.per_100?.[key] ? true : undefined}
                className={cn(inputClasses, 'h-10')}
                {...form.register(`per_100.${key}`)}
              />
            </div>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t('ownFood.unknownHint')}</p>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('ownFood.servings')}</legend>
        {Array.from({ length: servingRows }, (_, index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('ownFood.servingLabel', { number: index + 1 })}
              autoComplete="off"
              {...form.register(`servings.${index}.label`)}
            />
            <TextField
              className="w-28"
              label={t('ownFood.servingSize', { unit: basis })}
              inputMode="decimal"
              autoComplete="off"
              {...form.register(`servings.${index}.size`)}
            />
            <Button
              variant="ghost"
              className="size-10 px-0"
              aria-label={t('ownFood.removeServing', { number: index + 1 })}
              onClick={() => removeServing(index)}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {servingRows < MAX_SERVINGS && (
          <Button variant="ghost" className="h-9 justify-self-start" onClick={addServing}>
            <Plus className="size-4" aria-hidden="true" />
            {t('ownFood.addServing')}
          </Button>
        )}
      </fieldset>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t('actions.saving') : submitLabel}
      </Button>
    </form>
  );
}
