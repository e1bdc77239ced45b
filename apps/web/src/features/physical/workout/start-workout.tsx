/**
 * Starting a session: an empty one, one from a routine (its exercises and target sets), or one
 * that repeats a past session (its exercises and figures, to be done again).
 */
import type { Routine, WorkoutBrief } from '@ascend/contracts';
import { Dumbbell, ListChecks, Repeat, type LucideIcon } from 'lucide-react';
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
      <StartChoices
        title={t('start.fromRoutine')}
        emptyText={t('start.noRoutines')}
        icon={ListChecks}
        choices={(routines.data ?? []).map((routine: Routine) => ({
          key: routine.id,
          title: t('start.routine', { name: routine.name }),
          detail: names(routine.exercises.map((entry) => entry.exercise_id)),
          start: () =>
            onStart({
              exercises: entriesOfRoutine(routine),
              routineId: routine.id,
              name: routine.name,
            }),
        }))}
      />
      <StartChoices
        title={t('start.repeat')}
        emptyText={t('start.noWorkouts')}
        icon={Repeat}
        choices={recent.map((workout) => ({
          key: workout.id,
          title: t('start.repeatOne', { date: dates.format(new Date(workout.started_at)) }),
          detail: names(workout.exercise_ids),
          start: () => void repeat(workout),
        }))}
      />
    </div>
  );
}

interface StartChoice {
  key: string;
  title: string;
  /** The exercises it starts with. */
  detail: string;
  start: () => void;
}

/** The routines, or the recent sessions, each a button that starts a session from it. */
function StartChoices({
  title,
  emptyText,
  icon: Icon,
  choices,
}: {
  title: string;
  emptyText: string;
  icon: LucideIcon;
  choices: readonly StartChoice[];
}) {
  return (
    <Panel title={title}>
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-2">
          {choices.map((choice) => (
            <li key={choice.key}>
              <button
                type="button"
                className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-border px-3 py-2 text-left hover:bg-muted"
                onClick={choice.start}
              >
                <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-medium">{choice.title}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {choice.detail}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
