/**
 * Past sessions, newest first (each opens to its sets, records marked at the sets that made them),
 * and one exercise's history chart, chosen among the exercises the sessions hold.
 */
import type { UnitSystem, WorkoutBrief } from '@ascend/contracts';
import { ChevronDown, Trophy } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { useWorkout } from '@/lib/physical/get-workout';
import { useWorkouts } from '@/lib/physical/get-workouts';
import { exerciseName } from '../lib/exercise-name';
import { durationText, loadFromKg } from '../lib/set-values';
import { ExerciseHistoryView } from './exercise-history';

export function HistoryPanel({ units }: { units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const workouts = useWorkouts();
  const { byId } = useExerciseCatalogue();
  const list = useMemo(
    () => workouts.data?.pages.flatMap((page) => page.workouts) ?? [],
    [workouts.data],
  );
  const logged = useMemo(() => {
    const ids = [...new Set(list.flatMap((workout) => workout.exercise_ids))];
    return ids
      .map((exerciseId) => ({
        id: exerciseId,
        name: exerciseName(byId.get(exerciseId), i18n.language),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [list, byId, i18n.language]);
  const [chosen, setChosen] = useState<string | null>(null);
  const exerciseId = chosen ?? logged[0]?.id ?? null;

  return (
    <div className="grid gap-4">
      <Panel title={t('history.exerciseTitle')} description={t('history.exerciseDescription')}>
        {logged.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.none')}</p>
        ) : (
          <div className="grid gap-3">
            <SelectField
              label={t('history.exercise')}
              value={exerciseId ?? ''}
              onChange={(event) => setChosen(event.target.value)}
            >
              {logged.map((exercise) => (
                <option key={exercise.id} value={exercise.id}>
                  {exercise.name}
                </option>
              ))}
            </SelectField>
            {exerciseId && <ExerciseHistoryView exerciseId={exerciseId} units={units} />}
          </div>
        )}
      </Panel>
      <Panel title={t('history.sessionsTitle')}>
        {workouts.isPending ? (
          <Spinner className="min-h-32" />
        ) : workouts.isError ? (
          <p className="text-sm text-muted-foreground">{t('errors.load')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.noSessions')}</p>
        ) : (
          <ul className="grid gap-2">
            {list.map((workout) => (
              <WorkoutItem key={workout.id} workout={workout} units={units} />
            ))}
          </ul>
        )}
        {workouts.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-3 h-11"
            disabled={workouts.isFetchingNextPage}
            onClick={() => void workouts.fetchNextPage()}
          >
            {t('history.more')}
          </Button>
        )}
      </Panel>
    </div>
  );
}

function WorkoutItem({ workout, units }: { workout: WorkoutBrief; units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const [open, setOpen] = useState(false);
  const id = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const unit = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  return (
    <li className="rounded-xl border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-sets`}
        className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-left hover:bg-muted"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium">
            {workout.name ?? date.format(new Date(workout.started_at))}
          </span>
          <span className="block text-xs text-muted-foreground">
            {[
              workout.name ? date.format(new Date(workout.started_at)) : null,
              workout.duration_seconds === null
                ? t('history.inProgress')
                : durationText(workout.duration_seconds),
              t('history.setCount', { count: workout.set_count }),
              `${number.format(loadFromKg(workout.volume_kg, units))} ${unit}`,
              workout.source !== 'app' ? t(`import.sources.${workout.source}`) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        {workout.record_count > 0 && (
          <span className="flex items-center gap-1 rounded bg-amber-500/15 px-1.5 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-200">
            <Trophy className="size-3.5" aria-hidden="true" />
            {t('history.records', { count: workout.record_count })}
          </span>
        )}
        <ChevronDown
          className={cn('size-5 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={`${id}-sets`} hidden={!open}>
        {open && <WorkoutSets id={workout.id} units={units} />}
      </div>
    </li>
  );
}

function WorkoutSets({ id, units }: { id: string; units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const workout = useWorkout(id);
  const { byId } = useExerciseCatalogue();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const unit = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  if (workout.isPending) return <Spinner className="min-h-16" />;
  if (workout.isError)
    return <p className="p-3 text-sm text-muted-foreground">{t('errors.load')}</p>;
  return (
    <div className="grid gap-3 border-t border-border p-3">
      {workout.data.exercises.map((entry) => (
        <div key={entry.id}>
          <h4 className="text-sm font-semibold">
            {exerciseName(byId.get(entry.exercise_id), i18n.language)}
          </h4>
          <ol className="mt-1 grid gap-0.5 text-sm">
            {entry.sets.map((set, index) => (
              <li key={set.id} className="flex flex-wrap items-center gap-x-2">
                <span className="w-6 text-muted-foreground tabular-nums">
                  {set.warm_up ? t('set.warmUpShort') : index + 1}
                </span>
                <span className="tabular-nums">
                  {[
                    set.weight_kg !== null
                      ? `${number.format(loadFromKg(set.weight_kg, units))} ${unit}`
                      : null,
                    set.reps !== null ? t('set.repsCount', { count: set.reps }) : null,
                    set.rir !== null ? t('set.rirValue', { value: set.rir }) : null,
                    set.duration_seconds !== null ? durationText(set.duration_seconds) : null,
                    set.distance_m !== null
                      ? t('records.metres', { value: number.format(set.distance_m) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' × ')}
                </span>
                {set.records.length > 0 && (
                  <span className="flex items-center gap-1 text-xs font-semibold text-amber-700 dark:text-amber-300">
                    <Trophy className="size-3.5" aria-hidden="true" />
                    {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                      set.records.map((kind) => t(`records.kinds.${kind}`)),
                    )}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {workout.data.notes && <p className="text-sm text-muted-foreground">{workout.data.notes}</p>}
    </div>
  );
}
