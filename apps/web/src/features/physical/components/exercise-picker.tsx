/**
 * A dialog to add an exercise to the session (or a routine): search and filters above, the
 * matching exercises as buttons below. Focus starts in the search; Escape closes.
 */
import { exerciseMatches, type Exercise, type ExerciseQuery } from '@ascend/contracts';
import { Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { useExerciseCatalogue } from '@/lib/physical/get-exercises';
import { exerciseName } from '../lib/exercise-name';
import { ExerciseFilters } from './exercise-filters';

/** Enough to scroll through; a search narrows the rest. */
const SHOWN = 60;

export function ExercisePicker({
  onPick,
  triggerLabel,
  variant = 'primary',
}: {
  onPick: (exercise: Exercise) => void;
  triggerLabel: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t, i18n } = useTranslation('physical');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<ExerciseQuery>({});
  const { all } = useExerciseCatalogue();
  const search = useRef<HTMLInputElement>(null);
  const matches = useMemo(
    () => all.filter((exercise) => exerciseMatches(exercise, query)),
    [all, query],
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      closeLabel={t('picker.close')}
      trigger={
        <Button variant={variant} className="h-12 w-full">
          <Plus className="size-5" aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      // From the top of the screen to its bottom, whatever the list holds.
      className="inset-x-2 top-2 bottom-2 mx-auto grid max-h-none w-auto max-w-2xl translate-x-0 translate-y-0 grid-rows-[auto_auto_minmax(0,1fr)] gap-3 p-4 sm:inset-x-4 sm:top-8 sm:bottom-8 sm:p-4"
      closeClassName="top-4 right-4 size-11"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        search.current?.focus();
      }}
    >
      <Dialog.Title className="pr-12 text-lg leading-11 font-semibold">
        {t('picker.title')}
      </Dialog.Title>
      <Dialog.Description className="sr-only">{t('picker.description')}</Dialog.Description>
      <div className="grid gap-2">
        <ExerciseFilters query={query} onChange={setQuery} searchRef={search} />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t('library.count', { count: matches.length })}
        </p>
      </div>
      <ul className="-mx-1 grid content-start gap-1 overflow-y-auto px-1">
        {matches.slice(0, SHOWN).map((exercise) => (
          <li key={exercise.id}>
            <button
              type="button"
              className="grid min-h-12 w-full gap-0.5 rounded-lg px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted"
              onClick={() => {
                onPick(exercise);
                setOpen(false);
                setQuery({});
              }}
            >
              <span className="font-medium">{exerciseName(exercise, i18n.language)}</span>
              <span className="text-xs text-muted-foreground">
                {[
                  ...exercise.primary_muscles.map((muscle) => t(`muscles.${muscle}`)),
                  t(`equipment.${exercise.equipment}`),
                ].join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </DialogShell>
  );
}
