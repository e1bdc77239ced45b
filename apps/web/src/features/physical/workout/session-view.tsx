/**
 * The session in progress: its exercises and sets, add an exercise, notes, the rest timer at the
 * bottom, and finish (with the duration) or discard. Every change is written to the device at once
 * and sent to the server when it can be (use-session-sync); the line under the heading says which.
 */
import { PHYSICAL_LIMITS, type UnitSystem } from '@ascend/contracts';
import { CloudOff, Flag, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClasses } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { useDeleteWorkout } from '@/lib/physical/delete-workout';
import { cn } from '@/lib/cn';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { ExercisePicker } from '../components/exercise-picker';
import { RestTimerBar } from '../components/rest-timer-bar';
import { REST_CHOICES_S } from '../lib/rest-timer';
import { durationText } from '../lib/set-values';
import { EntryCard } from './entry-card';
import {
  addExercise,
  addSet,
  changeSet,
  finishSession,
  moveExercise,
  removeExercise,
  removeSet,
  setDone,
} from './session-actions';
import type { SessionDraft } from './session-draft';
import { doneSetCount } from './session-write';
import type { SyncState } from './use-session-sync';

type Update = (change: SessionDraft | null | ((draft: SessionDraft) => SessionDraft)) => void;

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function SessionView({
  draft,
  units,
  update,
  sync,
}: {
  draft: SessionDraft;
  units: UnitSystem;
  update: Update;
  sync: SyncState;
}) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const { byId } = useExerciseCatalogue();
  const messageOf = useApiErrorMessage();
  const now = useMinuteClock();
  const finished = draft.finished_at !== null;
  const elapsed = Math.max(0, Math.floor(((draft.finished_at ?? now) - draft.started_at) / 1000));
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const done = doneSetCount(draft);

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          {finished ? t('session.finishedTitle') : t('session.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('session.since', {
            time: time.format(draft.started_at),
            minutes: Math.floor(elapsed / 60),
          })}{' '}
          · {t('session.setsDone', { count: done })}
        </p>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
          {sync.kind === 'offline' && <CloudOff className="size-4" aria-hidden="true" />}
          {t(`sync.${sync.kind}`)}
        </p>
      </div>
      {sync.kind === 'refused' && (
        <FormMessage kind="error">{messageOf(sync.error, t('sync.refusedFallback'))}</FormMessage>
      )}

      {finished ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t('session.waitingToSave')}
        </p>
      ) : (
        <>
          {draft.exercises.length === 0 && (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              {t('session.empty')}
            </p>
          )}
          {draft.exercises.map((entry, index) => (
            <EntryCard
              key={entry.key}
              entry={entry}
              exercise={byId.get(entry.exercise_id)}
              units={units}
              first={index === 0}
              last={index === draft.exercises.length - 1}
              actions={{
                addSet: () => update((current) => addSet(current, entry.key)),
                changeSet: (setKey, change) =>
                  update((current) => changeSet(current, entry.key, setKey, change)),
                setDone: (setKey, isDone) =>
                  update((current) => setDone(current, entry.key, setKey, isDone, Date.now())),
                removeSet: (setKey) => update((current) => removeSet(current, entry.key, setKey)),
                changeNotes: (notes) =>
                  update((current) => ({
                    ...current,
                    revision: current.revision + 1,
                    exercises: current.exercises.map((item) =>
                      item.key === entry.key ? { ...item, notes } : item,
                    ),
                  })),
                move: (by) => update((current) => moveExercise(current, entry.key, by)),
                remove: () => update((current) => removeExercise(current, entry.key)),
              }}
            />
          ))}
          {done >= PHYSICAL_LIMITS.maxSetsPerWorkout && (
            <FormMessage kind="error">
              {t('session.setLimit', { count: PHYSICAL_LIMITS.maxSetsPerWorkout })}
            </FormMessage>
          )}
          <ExercisePicker
            triggerLabel={t('session.addExercise')}
            onPick={(exercise) => update((current) => addExercise(current, exercise.id))}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-notes`} className="mb-1 block text-sm font-medium">
                {t('session.notes')}
              </label>
              <textarea
                id={`${id}-notes`}
                rows={2}
                className={cn(inputClasses, 'resize-y')}
                value={draft.notes}
                maxLength={PHYSICAL_LIMITS.maxNoteLength}
                onChange={(event) =>
                  update((current) => ({
                    ...current,
                    notes: event.target.value,
                    revision: current.revision + 1,
                  }))
                }
              />
            </div>
            <div>
              <label htmlFor={`${id}-rest`} className="mb-1 block text-sm font-medium">
                {t('rest.length')}
              </label>
              <select
                id={`${id}-rest`}
                className={cn(inputClasses, 'h-12')}
                value={draft.rest_seconds}
                onChange={(event) =>
                  update((current) => ({ ...current, rest_seconds: Number(event.target.value) }))
                }
              >
                {REST_CHOICES_S.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {durationText(seconds)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-2">
            <Button
              className="h-12"
              onClick={() => update((current) => finishSession(current, Date.now()))}
            >
              <Flag className="size-5" aria-hidden="true" />
              {t('session.finish')}
            </Button>
            <DiscardButton draft={draft} update={update} />
          </div>
          <RestTimerBar
            timer={draft.rest}
            onChange={(rest) => update((current) => ({ ...current, rest }))}
          />
        </>
      )}
    </div>
  );
}

function DiscardButton({ draft, update }: { draft: SessionDraft; update: Update }) {
  const { t } = useTranslation('physical');
  const remove = useDeleteWorkout();
  const messageOf = useApiErrorMessage();
  const [open, setOpen] = useState(false);

  async function discard() {
    // Sent before: the server's copy goes too. Never sent: only the device had it.
    if (draft.saved_revision > 0) {
      try {
        await remove.mutateAsync(draft.id);
      } catch {
        return; // shown in the dialog
      }
    }
    setOpen(false);
    update(null);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="h-12 text-red-700 dark:text-red-300">
          <Trash2 className="size-5" aria-hidden="true" />
          {t('session.discard')}
        </Button>
      }
      title={t('session.discardTitle')}
      description={t('session.discardDescription')}
      error={remove.isError ? messageOf(remove.error, t('errors.generic')) : null}
      cancelLabel={t('session.keep')}
      confirmLabel={t('session.discardConfirm')}
      busy={remove.isPending}
      onConfirm={() => void discard()}
    />
  );
}
