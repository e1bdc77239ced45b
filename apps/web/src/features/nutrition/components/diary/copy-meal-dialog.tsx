/** Copying a meal of another day into this day's meal (yesterday's breakfast, again). */
import { addLocalDays, mealSchema, type LocalDate, type Meal } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCopyMeal } from '@/lib/nutrition/diary-item-writes';
import { NutritionDialog } from '../nutrition-dialog';
import { useWriteDialog } from '../use-write-dialog';
import { DayField, MealField } from './day-and-meal-fields';

function copyFormSchema(date: LocalDate) {
  return z
    .object({ from_date: z.string(), from_meal: mealSchema })
    .refine((copy) => /^\d{4}-\d{2}-\d{2}$/.test(copy.from_date), {
      message: 'dateMissing',
      path: ['from_date'],
    })
    .refine((copy) => copy.from_date !== date, { message: 'sameDay', path: ['from_date'] });
}

export function CopyMealDialog({
  date,
  meal,
  onClose,
  onCopied,
}: {
  date: LocalDate;
  /** The meal copied into; null: closed. */
  meal: Meal | null;
  onClose: () => void;
  onCopied: () => void;
}) {
  const { t } = useTranslation('nutrition');
  const copy = useCopyMeal();
  const form = useZodForm(copyFormSchema(date), {
    values: { from_date: addLocalDays(date, -1), from_meal: meal ?? 'breakfast' },
  });
  const problem = form.formState.errors.from_date?.message;
  const { close, error } = useWriteDialog(copy, onClose);
  return (
    <NutritionDialog
      open={meal !== null}
      onOpenChange={(open) => !open && close()}
      title={t('copy.title', { meal: meal ? t(`meals.${meal}`) : '' })}
      description={t('copy.description')}
    >
      {meal && (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) =>
            void form.handleSubmit((values) =>
              copy.mutate(
                { date, meal, copy: values },
                {
                  onSuccess: () => {
                    onCopied();
                    close();
                  },
                },
              ),
            )(event)
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <DayField
              label={t('copy.fromDate')}
              invalid={problem !== undefined}
              registration={form.register('from_date')}
            />
            <MealField label={t('copy.fromMeal')} registration={form.register('from_meal')} />
          </div>
          {problem && <FormMessage kind="error">{t(`copy.problems.${problem}`)}</FormMessage>}
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Button type="submit" disabled={copy.isPending} className="justify-self-start">
            {copy.isPending ? t('actions.saving') : t('copy.submit')}
          </Button>
        </form>
      )}
    </NutritionDialog>
  );
}
