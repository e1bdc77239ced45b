/**
 * How much of a food, and in which meal: the number, its unit (the food's g or ml, or one of its
 * servings), with the energy of what is typed shown as it is typed. Used to add a food, a scanned
 * product, and to change an item (its day too: a form given an initial date asks for it).
 */
import {
  nutrientsForAmount,
  type FoodBasis,
  type NutrientsPer100,
  type Serving,
} from '@ascend/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses, Labelled } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import {
  amountFormSchema,
  type AmountFormValues,
  type ParsedAmount,
} from '../../lib/amount-form-schema';
import { formatNutrient } from '../../lib/nutrient-format';
import { DayField, MealField } from './day-and-meal-fields';

/** "1 cup (240 g)"; a label that only repeats the size ("45 g") reads "serving (45 g)". */
function servingText(
  serving: Serving,
  basis: FoodBasis,
  language: string,
  t: (key: string, options: Record<string, string>) => string,
): string {
  const size = new Intl.NumberFormat(language).format(serving.size);
  const repeatsSize = serving.label.replace(/\s+/g, '') === `${serving.size}${basis}`;
  return repeatsSize
    ? t('amount.servingPlain', { size, unit: basis })
    : t('amount.serving', { label: serving.label, size, unit: basis });
}

export interface AmountFood {
  basis: FoodBasis;
  per_100: NutrientsPer100;
  servings: readonly Serving[];
}

export function AmountForm({
  food,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  food: AmountFood;
  initial: AmountFormValues;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, already worded. */
  error: string | null;
  onSubmit: (amount: ParsedAmount) => void;
}) {
  const { t, i18n } = useTranslation('nutrition');
  const ids = { preview: useId(), problem: useId() };
  const form = useZodForm(amountFormSchema(food), { defaultValues: initial });
  const values = form.watch();
  const parsed = amountFormSchema(food).safeParse(values);
  const preview = parsed.success ? nutrientsForAmount(food.per_100, parsed.data.grams) : null;
  const problem = form.formState.errors.quantity?.message;
  const dateProblem = form.formState.errors.date?.message;
  // A form that moves an item (initial.date given) asks for its day as well.
  const withDate = initial.date !== undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-4"
    >
      {withDate && (
        <DayField
          label={t('amount.date')}
          invalid={dateProblem !== undefined}
          registration={form.register('date')}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <MealField label={t('amount.meal')} registration={form.register('meal')} />
        <Labelled
          label={t('amount.quantity')}
          control={(id) => (
            <input
              id={id}
              inputMode="decimal"
              autoComplete="off"
              className={cn(inputClasses, 'h-10')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={cn(ids.preview, problem && ids.problem)}
              {...form.register('quantity')}
            />
          )}
        />
        <Labelled
          label={t('amount.unit')}
          control={(id) => (
            <select id={id} className={cn(inputClasses, 'h-10')} {...form.register('unit')}>
              <option value={food.basis}>{t(`amount.units.${food.basis}`)}</option>
              {food.servings.map((serving) => (
                <option key={serving.id} value={`serving:${serving.id}`}>
                  {servingText(serving, food.basis, i18n.language, t)}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <p id={ids.preview} className="text-sm text-muted-foreground" aria-live="polite">
        {preview
          ? t('amount.preview', {
              kcal: formatNutrient('energy_kcal', preview.energy_kcal, i18n.language),
              kj: formatNutrient('energy_kj', preview.energy_kj, i18n.language),
            })
          : t('amount.previewNone')}
      </p>
      {problem && (
        <FormMessage kind="error">
          <span id={ids.problem}>{t(`amount.problems.${problem}`)}</span>
        </FormMessage>
      )}
      {dateProblem && <FormMessage kind="error">{t(`amount.problems.${dateProblem}`)}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t('actions.saving') : submitLabel}
      </Button>
    </form>
  );
}
