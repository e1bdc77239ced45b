/**
 * The exercise library and the user's own exercises: search, filter by muscle and equipment, and
 * a form to add one's own (private to the user).
 */
import { exerciseMatches, type ExerciseQuery } from '@ascend/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { ExerciseFilters } from '../components/exercise-filters';
import { exerciseName } from '../lib/exercise-name';
import { ExerciseForm } from './exercise-form';

const SHOWN = 120;

export function LibraryPanel() {
  const { t, i18n } = useTranslation('physical');
  const [query, setQuery] = useState<ExerciseQuery>({});
  const [added, setAdded] = useState<string | null>(null);
  const { all } = useExerciseCatalogue();
  const matches = useMemo(
    () => all.filter((exercise) => exerciseMatches(exercise, query)),
    [all, query],
  );

  return (
    <div className="grid gap-4">
      <Panel title={t('library.title')} description={t('library.description')}>
        <div className="grid gap-3">
          <ExerciseFilters query={query} onChange={setQuery} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('library.count', { count: matches.length })}
          </p>
          <ul className="grid gap-1 sm:grid-cols-2">
            {matches.slice(0, SHOWN).map((exercise) => (
              <li key={exercise.id} className="rounded-lg border border-border px-3 py-2">
                <p className="font-medium">
                  {exerciseName(exercise, i18n.language)}
                  {exercise.source === 'user' && (
                    <span className="ml-2 rounded bg-accent/12 px-1.5 py-0.5 text-xs text-accent">
                      {t('library.own')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {[
                    ...exercise.primary_muscles.map((muscle) => t(`muscles.${muscle}`)),
                    t(`equipment.${exercise.equipment}`),
                    t(`kinds.${exercise.kind}`),
                  ].join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Panel>
      <Panel title={t('own.title')} description={t('own.description')}>
        {added && <FormMessage kind="success">{t('own.added', { name: added })}</FormMessage>}
        <ExerciseForm onCreated={(exercise) => setAdded(exercise.names.en)} />
      </Panel>
    </div>
  );
}
