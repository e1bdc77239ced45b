/**
 * A dialog to add an exercise to the session (or a routine): search and filters above, the
 * matching exercises as buttons below. Focus starts in the search; Escape closes.
 */
import { exerciseMatches, type Exercise, type ExerciseQuery } from '@ascend/contracts';
import { Plus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={variant} className="h-12 w-full">
          <Plus className="size-5" aria-hidden="true" />
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className="dialog-content fixed inset-x-2 top-2 bottom-2 z-50 mx-auto grid max-w-2xl grid-rows-[auto_auto_minmax(0,1fr)] gap-3 rounded-2xl border border-border bg-card p-4 text-foreground shadow-2xl sm:inset-x-4 sm:top-8 sm:bottom-8"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            search.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-semibold">{t('picker.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" className="size-11 px-0" aria-label={t('picker.close')}>
                <X className="size-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
