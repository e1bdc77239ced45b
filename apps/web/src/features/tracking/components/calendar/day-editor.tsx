/** A past day opened from the calendar: its check-in and its habits, in a dialog. */
import type { CheckIn, Habit, HabitMark, LocalDate, UnitSystem } from '@ascend/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate } from '../../lib/calendar-month';
import { CheckInForm } from '../check-in/check-in-form';
import { DayHabits } from '../habits/day-habits';
import { ArchivedMarks } from './archived-marks';

export function DayEditor({
  date,
  today,
  units,
  checkIn,
  habits,
  archivedHabits,
  marks,
  onClose,
}: {
  date: LocalDate | null;
  today: LocalDate;
  units: UnitSystem;
  checkIn: CheckIn | null;
  habits: readonly Habit[];
  /** Archived habits, whose marks of the day are shown read-only. */
  archivedHabits: readonly Habit[];
  marks: Map<string, HabitMark>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tracking');
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog.Root open={date !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          // The title takes the focus, not the first field: on a phone that would open the
          // keyboard over a long form the person has not read yet.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            title.current?.focus();
          }}
          className="dialog-content fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-4 shadow-2xl shadow-black/30 sm:p-6"
        >
          {date && (
            <div className="grid gap-6">
              <div className="pr-10">
                <Dialog.Title
                  ref={title}
                  tabIndex={-1}
                  className="text-lg font-bold tracking-tight outline-none"
                >
                  {longDate(date, i18n.language)}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                  {t('editor.description')}
                </Dialog.Description>
              </div>
              <section className="grid gap-3" aria-labelledby="day-editor-check-in">
                <h3 id="day-editor-check-in" className="text-base font-semibold">
                  {t('editor.checkIn')}
                </h3>
                <CheckInForm key={date} date={date} checkIn={checkIn} units={units} />
              </section>
              <section className="grid gap-2" aria-labelledby="day-editor-habits">
                <h3 id="day-editor-habits" className="text-base font-semibold">
                  {t('editor.habits')}
                </h3>
                <DayHabits date={date} isToday={date === today} habits={habits} marks={marks} />
                <ArchivedMarks date={date} habits={archivedHabits} marks={marks} />
              </section>
            </div>
          )}
          <Dialog.Close
            aria-label={t('editor.close')}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
