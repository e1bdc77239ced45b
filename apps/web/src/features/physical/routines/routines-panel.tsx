/**
 * Routines: named templates of exercises with target sets and reps (and a load, if wanted), to
 * start a session from. A list with edit and delete, and the form for a new one or the one edited.
 */
import {
  PHYSICAL_LIMITS,
  routineWriteSchema,
  type Routine,
  type RoutineWrite,
  type UnitSystem,
} from '@ascend/contracts';
import { Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { IconButton } from '@/components/ui/icon-button';
import { Panel } from '@/components/ui/panel';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { useRoutines } from '@/lib/physical/get-routines';
import { useDeleteRoutine, useSaveRoutine } from '@/lib/physical/save-routine';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { ActionForm, FormProblems } from '../components/action-form';
import { ExercisePicker } from '../components/exercise-picker';
import { NumberInput } from '../components/number-input';
import { exerciseName } from '../lib/exercise-name';
import { loadFromKg, loadToKg, parseDecimal, parseWhole } from '../lib/set-values';

type RoutineEntry = RoutineWrite['exercises'][number] & { key: string };

interface Editing {
  id: string | null;
  name: string;
  exercises: RoutineEntry[];
}

const blank = (): Editing => ({ id: null, name: '', exercises: [] });

function editingOf(routine: Routine): Editing {
  return {
    id: routine.id,
    name: routine.name,
    exercises: routine.exercises.map((entry) => ({
      key: crypto.randomUUID(),
      exercise_id: entry.exercise_id,
      target_sets: entry.target_sets,
      target_reps: entry.target_reps,
      target_weight_kg: entry.target_weight_kg,
      notes: entry.notes,
    })),
  };
}

export function RoutinesPanel({ units }: { units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const routines = useRoutines();
  const remove = useDeleteRoutine();
  const messageOf = useApiErrorMessage();
  const { byId } = useExerciseCatalogue();
  const [editing, setEditing] = useState<Editing>(blank);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <div className="grid gap-4">
      <Panel title={t('routines.title')} description={t('routines.description')}>
        {(routines.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('routines.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {(routines.data ?? []).map((routine) => (
              <li
                key={routine.id}
                className="flex items-center gap-2 rounded-xl border border-border px-3 py-2"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{routine.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {routine.exercises
                      .map(
                        (entry) =>
                          `${exerciseName(byId.get(entry.exercise_id), i18n.language)} ${entry.target_sets}×${entry.target_reps ?? '–'}`,
                      )
                      .join(', ')}
                  </p>
                </div>
                <IconButton
                  icon={Pencil}
                  iconClassName="size-4"
                  label={t('routines.edit', { name: routine.name })}
                  onClick={() => {
                    setSaved(null);
                    setEditing(editingOf(routine));
                  }}
                />
                <IconButton
                  icon={Trash2}
                  iconClassName="size-4"
                  danger
                  label={t('routines.delete', { name: routine.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(routine.id)}
                />
              </li>
            ))}
          </ul>
        )}
        {remove.isError && (
          <FormMessage kind="error" className="mt-3">
            {messageOf(remove.error, t('errors.generic'))}
          </FormMessage>
        )}
      </Panel>
      <Panel
        title={
          editing.id === null ? t('routines.new') : t('routines.editing', { name: editing.name })
        }
      >
        {saved && (
          <FormMessage kind="success" className="mb-3">
            {t('routines.saved', { name: saved })}
          </FormMessage>
        )}
        <RoutineForm
          key={editing.id ?? 'new'}
          initial={editing}
          units={units}
          onSaved={(routine) => {
            setSaved(routine.name);
            setEditing(blank());
          }}
          onCancel={() => setEditing(blank())}
        />
      </Panel>
    </div>
  );
}

function RoutineForm({
  initial,
  units,
  onSaved,
  onCancel,
}: {
  initial: Editing;
  units: UnitSystem;
  onSaved: (routine: Routine) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const save = useSaveRoutine();
  const { byId } = useExerciseCatalogue();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const unit = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  const decimal = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });

  const change = (key: string, patch: Partial<RoutineEntry>) =>
    setForm((current) => ({
      ...current,
      exercises: current.exercises.map((entry) =>
        entry.key === key ? { ...entry, ...patch } : entry,
      ),
    }));

  async function submit() {
    setProblem(null);
    const parsed = routineWriteSchema.safeParse({
      name: form.name,
      exercises: form.exercises.map(({ key: _key, ...entry }) => entry),
    });
    if (!parsed.success) {
      setProblem(
        form.name.trim() === ''
          ? t('routines.nameMissing')
          : form.exercises.length === 0
            ? t('routines.exercisesMissing')
            : t('routines.invalid'),
      );
      return;
    }
    try {
      onSaved(await save.mutateAsync({ id: form.id, routine: parsed.data }));
    } catch {
      // shown below
    }
  }

  return (
    <ActionForm onSubmit={submit}>
      <TextField
        label={t('routines.name')}
        maxLength={PHYSICAL_LIMITS.maxNameLength}
        autoComplete="off"
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      {form.exercises.length > 0 && (
        <ol className="grid gap-2" aria-label={t('routines.exercises')}>
          {form.exercises.map((entry) => {
            const name = exerciseName(byId.get(entry.exercise_id), i18n.language);
            return (
              <li key={entry.key} className="grid gap-2 rounded-xl border border-border p-2">
                <div className="flex items-center gap-2">
                  <p id={`${id}-${entry.key}`} className="min-w-0 flex-1 text-sm font-medium">
                    {name}
                  </p>
                  <IconButton
                    icon={X}
                    iconClassName="size-4"
                    label={t('routines.removeExercise', { name })}
                    onClick={() =>
                      setForm((current) => ({
                        ...current,
                        exercises: current.exercises.filter((item) => item.key !== entry.key),
                      }))
                    }
                  />
                </div>
                <div className="grid grid-cols-3 gap-2">
                  <NumberInput
                    label={t('routines.sets')}
                    inputMode="numeric"
                    value={entry.target_sets}
                    format={String}
                    parse={parseWhole}
                    onValue={(value) => change(entry.key, { target_sets: value ?? 0 })}
                  />
                  <NumberInput
                    label={t('routines.reps')}
                    inputMode="numeric"
                    value={entry.target_reps ?? null}
                    format={String}
                    parse={parseWhole}
                    onValue={(value) => change(entry.key, { target_reps: value })}
                  />
                  <NumberInput
                    label={t('set.weight', { unit })}
                    value={
                      entry.target_weight_kg == null
                        ? null
                        : loadFromKg(entry.target_weight_kg, units)
                    }
                    format={(value) => decimal.format(value)}
                    parse={parseDecimal}
                    onValue={(value) =>
                      change(entry.key, {
                        target_weight_kg: value === null ? null : loadToKg(value, units),
                      })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ExercisePicker
        triggerLabel={t('routines.addExercise')}
        variant="secondary"
        onPick={(exercise) =>
          setForm((current) => ({
            ...current,
            exercises: [
              ...current.exercises,
              {
                key: crypto.randomUUID(),
                exercise_id: exercise.id,
                target_sets: 3,
                target_reps:
                  exercise.kind === 'weight_reps' || exercise.kind === 'reps' ? 10 : null,
                target_weight_kg: null,
                notes: null,
              },
            ],
          }))
        }
      />
      <FormProblems problem={problem} error={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="h-12" disabled={save.isPending}>
          {t('routines.save')}
        </Button>
        {form.id !== null && (
          <Button variant="secondary" className="h-12" onClick={onCancel}>
            {t('routines.cancel')}
          </Button>
        )}
      </div>
    </ActionForm>
  );
}
