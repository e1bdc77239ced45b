/**
 * Adding one of the user's own exercises: a name, its main muscle group (and one secondary, if
 * any), equipment and kind. Validated by the contracts' schema in the browser and on the server.
 */
import {
  EQUIPMENT,
  EXERCISE_KINDS,
  MUSCLE_GROUPS,
  PHYSICAL_LIMITS,
  userExerciseCreateSchema,
  type Exercise,
  type UserExerciseCreate,
} from '@ascend/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClasses, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useValidationMessage } from '@/lib/forms/validation-message';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCreateExercise } from '@/lib/physical/create-exercise';
import { useApiErrorMessage } from '@/lib/use-api-client';

/** The form's fields, one select per muscle; the contracts' schema checks what is sent. */
const formSchema = z
  .object({
    name: userExerciseCreateSchema.shape.name,
    primary: z.enum(MUSCLE_GROUPS),
    secondary: z.union([z.enum(MUSCLE_GROUPS), z.literal('')]),
    equipment: z.enum(EQUIPMENT),
    kind: z.enum(EXERCISE_KINDS),
  })
  .refine((form) => form.primary !== form.secondary, { path: ['secondary'] })
  .transform((form): UserExerciseCreate => ({
    name: form.name,
    primary_muscles: [form.primary],
    secondary_muscles: form.secondary === '' ? [] : [form.secondary],
    equipment: form.equipment,
    kind: form.kind,
  }));

export function ExerciseForm({ onCreated }: { onCreated: (exercise: Exercise) => void }) {
  const { t } = useTranslation('physical');
  const id = useId();
  const create = useCreateExercise();
  const messageOf = useApiErrorMessage();
  const validation = useValidationMessage();
  const form = useZodForm(formSchema, {
    defaultValues: {
      name: '',
      primary: 'chest',
      secondary: '',
      equipment: 'barbell',
      kind: 'weight_reps',
    },
  });
  const problem = validation(form.formState.errors);

  const select = (
    name: 'primary' | 'secondary' | 'equipment' | 'kind',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select id={`${id}-${name}`} className={cn(inputClasses, 'h-11')} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const muscles = MUSCLE_GROUPS.map((muscle) => ({ value: muscle, label: t(`muscles.${muscle}`) }));

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) =>
        void form.handleSubmit(async (exercise) => {
          try {
            const created = await create.mutateAsync(exercise);
            form.reset();
            onCreated(created);
          } catch {
            // shown below
          }
        })(event)
      }
    >
      <TextField
        label={t('own.name')}
        maxLength={PHYSICAL_LIMITS.maxNameLength}
        autoComplete="off"
        aria-invalid={form.formState.errors.name ? true : undefined}
        {...form.register('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {select('primary', t('own.primary'), muscles)}
        {select('secondary', t('own.secondary'), [{ value: '', label: t('own.none') }, ...muscles])}
        {select(
          'equipment',
          t('library.equipment'),
          EQUIPMENT.map((value) => ({ value, label: t(`equipment.${value}`) })),
        )}
        {select(
          'kind',
          t('own.kind'),
          EXERCISE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
        )}
      </div>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {create.isError && (
        <FormMessage kind="error">{messageOf(create.error, t('errors.generic'))}</FormMessage>
      )}
      <Button type="submit" className="h-12 justify-self-start" disabled={create.isPending}>
        {t('own.add')}
      </Button>
    </form>
  );
}
