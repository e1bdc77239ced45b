/**
 * The workout tab: the session in progress if there is one (from this device's store), else the
 * ways to start one; after a finish, what the session came to.
 */
import type { UnitSystem, Workout } from '@ascend/contracts';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useAuth } from '@/lib/auth/use-auth';
import { durationText } from '../lib/set-values';
import { newSession } from './session-actions';
import { useSessionDraft } from './session-store';
import { SessionView } from './session-view';
import { StartWorkout } from './start-workout';
import { useSessionSync } from './use-session-sync';

export function WorkoutPanel({ units }: { units: UnitSystem }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const [draft, update] = useSessionDraft(userId);
  const [finished, setFinished] = useState<Workout | null>(null);
  const sync = useSessionSync(draft, setFinished);

  if (draft) return <SessionView draft={draft} units={units} update={update} sync={sync} />;
  return (
    <div className="grid gap-4">
      {finished && <FinishedSummary workout={finished} onClose={() => setFinished(null)} />}
      <StartWorkout
        onStart={(from) => {
          setFinished(null);
          update(newSession(userId, Date.now(), from));
        }}
      />
    </div>
  );
}

function FinishedSummary({ workout, onClose }: { workout: Workout; onClose: () => void }) {
  const { t } = useTranslation('physical');
  const sets = workout.exercises.reduce((count, entry) => count + entry.sets.length, 0);
  const records = workout.exercises.reduce(
    (count, entry) => count + entry.sets.filter((set) => set.records.length > 0).length,
    0,
  );
  return (
    <div className="grid gap-2">
      <FormMessage kind="success">
        {t('finished.saved', {
          duration: durationText(workout.duration_seconds ?? 0),
          count: sets,
        })}
      </FormMessage>
      {records > 0 && (
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-700 dark:text-amber-300">
          <Trophy className="size-4" aria-hidden="true" />
          {t('finished.records', { count: records })}
        </p>
      )}
      <Button variant="ghost" className="h-11 justify-self-start" onClick={onClose}>
        {t('finished.close')}
      </Button>
    </div>
  );
}
