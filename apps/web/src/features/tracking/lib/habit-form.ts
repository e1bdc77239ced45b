/**
 * The habit form's values (text as the inputs hold it) and their schemas: into the contracts'
 * `habitCreateSchema` for a new habit, `habitUpdateSchema` for an edit (the kind never changes).
 * Field names follow the contract's (`frequency.times`, `frequency.days`), so its refusals land
 * on the field that was typed.
 */
import {
  habitCreateSchema,
  habitUpdateSchema,
  type Habit,
  type HabitCreate,
  type HabitFrequency,
  type HabitKind,
  type HabitUpdate,
  type LocalDate,
} from '@ascend/contracts';
import { z } from 'zod';

export interface HabitFormValues {
  name: string;
  description: string;
  kind: HabitKind;
  target: string;
  unit: string;
  frequency: {
    type: HabitFrequency['type'];
    times: string;
    /** ISO weekdays as the checkboxes hold them: '1' (Monday) … '7'. */
    days: string[];
  };
  /** A new habit's first day (the date input's `YYYY-MM-DD`); an edit leaves it as it is. */
  start_date: string;
}

/** Problems the form finds before the contract does (it words them for the field). */
export const FORM_PROBLEMS = {
  targetRequired: 'targetRequired',
  unitRequired: 'unitRequired',
  startAfterToday: 'startAfterToday',
};

const valuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(['boolean', 'measurable']),
  target: z.string(),
  unit: z.string(),
  frequency: z.object({
    type: z.enum(['daily', 'weekly', 'weekdays']),
    times: z.string(),
    days: z.array(z.string()),
  }),
  start_date: z.string(),
});

const number = (text: string) => Number(text.trim().replace(',', '.'));

function frequencyOf({ type, times, days }: HabitFormValues['frequency']): HabitFrequency {
  if (type === 'daily') return { type };
  if (type === 'weekly') return { type, times: number(times) };
  return { type, days: days.map(Number).sort((a, b) => a - b) };
}

/** A measurable habit's target and unit, each asked for on its own field. */
function measureProblems(values: HabitFormValues, context: z.RefinementCtx<HabitFormValues>) {
  if (values.kind !== 'measurable') return false;
  let missing = false;
  if (values.target.trim() === '') {
    context.addIssue({ code: 'custom', path: ['target'], message: FORM_PROBLEMS.targetRequired });
    missing = true;
  }
  if (values.unit.trim() === '') {
    context.addIssue({ code: 'custom', path: ['unit'], message: FORM_PROBLEMS.unitRequired });
    missing = true;
  }
  return missing;
}

function measure(values: HabitFormValues) {
  return values.kind === 'measurable'
    ? { target: number(values.target), unit: values.unit.trim() }
    : { target: undefined, unit: undefined };
}

const toCreate = (values: HabitFormValues): HabitCreate => {
  const { target, unit } = measure(values);
  return {
    name: values.name,
    ...(values.description.trim() ? { description: values.description } : {}),
    kind: values.kind,
    ...(target !== undefined ? { target, unit } : {}),
    frequency: frequencyOf(values.frequency),
    start_date: values.start_date,
  };
};

const toUpdate = (values: HabitFormValues): HabitUpdate => {
  const { target, unit } = measure(values);
  return {
    name: values.name,
    description: values.description.trim() ? values.description : null,
    ...(target !== undefined ? { target, unit } : {}),
    frequency: frequencyOf(values.frequency),
  };
};

/**
 * Every problem at once: the form's own (a missing target or unit) and the contract's on the same
 * values (a name, the weekdays…), each on its field. The contract's check that a measurable habit
 * has both is left out when the form has already named the missing one.
 */
function formSchema<T>(
  contract: z.ZodType<T>,
  toContract: (values: HabitFormValues) => unknown,
  today?: LocalDate,
) {
  return valuesSchema
    .superRefine((values, context) => {
      const missing = measureProblems(values, context);
      // The server refuses a start after the user's today (future_date); said before sending.
      if (today !== undefined && values.start_date > today) {
        context.addIssue({
          code: 'custom',
          path: ['start_date'],
          message: FORM_PROBLEMS.startAfterToday,
        });
      }
      const result = contract.safeParse(toContract(values));
      for (const issue of result.error?.issues ?? []) {
        const field = issue.path.join('.');
        if (missing && (field === 'target' || field === 'unit')) continue;
        context.addIssue({ ...issue });
      }
    })
    .transform(toContract)
    .pipe(contract);
}

/** A new habit, starting on the chosen day: the user's today or earlier. */
export const habitCreateFormSchema = (today: LocalDate) =>
  formSchema(habitCreateSchema, toCreate, today);
export const habitEditFormSchema = formSchema(habitUpdateSchema, toUpdate);

/** The form's values for `habit`, or for a new one starting `today`. */
export function habitFormValues(habit: Habit | null, today = ''): HabitFormValues {
  const frequency = habit?.frequency ?? { type: 'daily' };
  return {
    name: habit?.name ?? '',
    description: habit?.description ?? '',
    kind: habit?.kind ?? 'boolean',
    target: habit?.target === null || habit?.target === undefined ? '' : String(habit.target),
    unit: habit?.unit ?? '',
    frequency: {
      type: frequency.type,
      times: frequency.type === 'weekly' ? String(frequency.times) : '3',
      days: frequency.type === 'weekdays' ? frequency.days.map(String) : [],
    },
    start_date: habit?.start_date ?? today,
  };
}
