/**
 * One exercise of the session: its name, its sets (headings once, a row each), add a set (a copy
 * of the last one's figures), its notes, move up or down, remove.
 */
import type { Exercise, UnitSystem } from '@ascend/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import { exerciseName } from '../lib/exercise-name';
import type { DraftExercise } from './session-draft';
import { SetHeadings, SetRow, type SetChange } from './set-row';

export interface EntryActions {
  addSet: () => void;
  changeSet: (setKey: string, change: SetChange) => void;
  setDone: (setKey: string, done: boolean) => void;
  removeSet: (setKey: string) => void;
  changeNotes: (notes: string) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

export function EntryCard({
  entry,
  exercise,
  units,
  first,
  last,
  actions,
}: {
  entry: DraftExercise;
  exercise: Exercise | undefined;
  units: UnitSystem;
  first: boolean;
  last: boolean;
  actions: EntryActions;
}) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const name = exerciseName(exercise, i18n.language) || t('session.unknownExercise');
  const kind = exercise?.kind ?? 'weight_reps';
  // Working sets are numbered 1, 2, 3…; a warm-up has no number.
  const numbers = entry.sets.reduce<(number | null)[]>((list, set) => {
    const previous = list.findLast((value) => value !== null) ?? 0;
    return [...list, set.warm_up ? null : previous + 1];
  }, []);

  return (
    <section
      aria-labelledby={`${id}-name`}
      className="grid gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-start gap-1">
        <h3 id={`${id}-name`} className="min-w-0 flex-1 self-center font-semibold">
          {name}
        </h3>
        <IconButton
          icon={ArrowUp}
          label={t('session.moveUp', { name })}
          disabled={first}
          onClick={() => actions.move(-1)}
        />
        <IconButton
          icon={ArrowDown}
          label={t('session.moveDown', { name })}
          disabled={last}
          onClick={() => actions.move(1)}
        />
        <IconButton
          icon={Trash2}
          danger
          label={t('session.removeExercise', { name })}
          onClick={actions.remove}
        />
      </div>
      {entry.sets.length > 0 && (
        <div className="grid gap-1">
          <SetHeadings kind={kind} units={units} />
          <ol className="grid gap-1.5" aria-label={t('session.setsOf', { name })}>
            {entry.sets.map((set, index) => {
              return (
                <SetRow
                  key={set.key}
                  set={set}
                  number={numbers[index] ?? null}
                  kind={kind}
                  units={units}
                  onChange={(change) => actions.changeSet(set.key, change)}
                  onDone={(done) => actions.setDone(set.key, done)}
                  onRemove={() => actions.removeSet(set.key)}
                />
              );
            })}
          </ol>
        </div>
      )}
      <Button variant="secondary" className="h-12" onClick={actions.addSet}>
        <Plus className="size-5" aria-hidden="true" />
        {t('session.addSet')}
        <span className="sr-only">: {name}</span>
      </Button>
      <div>
        <label
          htmlFor={`${id}-notes`}
          className="mb-1 block text-xs font-medium text-muted-foreground"
        >
          {t('session.exerciseNotes')}
          <span className="sr-only">: {name}</span>
        </label>
        <textarea
          id={`${id}-notes`}
          rows={1}
          className={cn(inputClasses, 'min-h-11 resize-y')}
          value={entry.notes}
          onChange={(event) => actions.changeNotes(event.target.value)}
        />
      </div>
    </section>
  );
}
