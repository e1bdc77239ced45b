/**
 * The day and meal fields of the diary's forms (moving an item, copying a meal): a labelled date
 * input and a select of the four meals. Each takes its form's `register(name)` as it is.
 */
import { MEALS } from '@ascend/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputClasses, Labelled } from '@/components/ui/field';
import { cn } from '@/lib/cn';

export function DayField({
  label,
  invalid,
  registration,
}: {
  label: string;
  invalid: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Labelled
      label={label}
      control={(id) => (
        <input
          id={id}
          type="date"
          className={cn(inputClasses, 'h-10')}
          aria-invalid={invalid ? true : undefined}
          {...registration}
        />
      )}
    />
  );
}

export function MealField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('nutrition');
  return (
    <Labelled
      label={label}
      control={(id) => (
        <select id={id} className={cn(inputClasses, 'h-10')} {...registration}>
          {MEALS.map((meal) => (
            <option key={meal} value={meal}>
              {t(`meals.${meal}`)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
