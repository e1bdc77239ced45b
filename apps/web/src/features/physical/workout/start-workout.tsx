/**
 * Starting a session: an empty one, one from a routine (its exercises and target sets), or one
 * that repeats a past session (its exercises and figures, to be done again).
 */
import type { Routine, WorkoutBrief } from '@ascend/contracts';
import { Dumbbell, ListChecks, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { useFetchWorkout } from '@/lib/physical/get-workout';
import { useRoutines } from '@/lib/physical/get-routines';
import { useWorkouts } from '@/lib/physical/get-workouts';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { exerciseName } from '../lib/exercise-name';
import type { DraftExercise } from './session-draft';
import { entriesOfRoutine, entriesOfWorkout } from './session-actions';

export interface StartFrom {
  exercises: DraftExercise[];
  routineId?: string | null;
  name?: string;
}

/** How many past sessions are offered to repeat. */
const RECENT = 5;

export function StartWorkout({ onStart }: { onStart: (from: StartFrom) => void }) {
  const { t, i18n } = useTranslation('physical');
  const routines = useRoutines();
  const workouts = useWorkouts();
  const fetchWorkout = useFetchWorkout();
  const { byId } = useExerciseCatalogue();
  const messageOf = useApiErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const recent = (workouts.data?.pages[0]?.workouts ?? [])
    .filter((workout) => workout.finished_at !== null)
    .slice(0, RECENT);

  const names = (ids: readonly string[]) =>
    ids
      .map((id) => exerciseName(byId.get(id), i18n.language))
      .filter(Boolean)
      .join(', ');

  async function repeat(workout: WorkoutBrief) {
    setProblem(null);
    try {
      const full = await fetchWorkout(workout.id);
      onStart({ exercises: entriesOfWorkout(full), name: full.name ?? '' });
    } catch (error) {
      setProblem(messageOf(error, t('errors.generic')));
    }
  }

  return (
    <div className="grid gap-4">
      <Panel title={t('start.title')} description={t('start.description')}>
        <Button className="h-12 w-full sm:w-auto" onClick={() => onStart({ exercises: [] })}>
          <Dumbbell className="size-5" aria-hidden="true" />
          {t('start.empty')}
        </Button>
      </Panel>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      <Panel title={t('start.fromRoutine')}>
        {(routines.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('start.noRoutines')}</p>
        ) : (
          <ul className="grid gap-2">
            {(routines.data ?? []).map((routine: Routine) => (
              <li key={routine.id}>
                <button
                  type="button"
                  className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-border px-3 py-2 text-left hover:bg-muted"
                  onClick={() =>
                    onStart({
                      exercises: entriesOfRoutine(routine),
                      routineId: routine.id,
                      name: routine.name,
                    })
                  }
                >
                  <ListChecks className="size-5 shrink-0 text-accent" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {t('start.routine', { name: routine.name })}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {names(routine.exercises.map((entry) => entry.exercise_id))}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('start.repeat')}>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('start.noWorkouts')}</p>
        ) : (
          <ul className="grid gap-2">
            {recent.map((workout) => (
              <li key={workout.id}>
                <button
                  type="button"
                  className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-border px-3 py-2 text-left hover:bg-muted"
                  onClick={() => void repeat(workout)}
                >
                  <Repeat className="size-5 shrink-0 text-accent" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {t('start.repeatOne', {
                        date: dates.format(new Date(workout.started_at)),
                      })}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {names(workout.exercise_ids)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
