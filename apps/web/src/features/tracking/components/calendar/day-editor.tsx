/** A past day opened from the calendar: its check-in and its habits, in a dialog. */
import type { CheckIn, Habit, HabitMark, LocalDate, UnitSystem } from '@ascend/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeading, DialogShell } from '@/components/ui/dialog-shell';
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
    <DialogShell
      open={date !== null}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('editor.close')}
      className="max-w-2xl"
      // The title takes the focus, not the first field: on a phone that would open the
      // keyboard over a long form the person has not read yet.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        title.current?.focus();
      }}
    >
      {date && (
        <div className="grid gap-6">
          <DialogHeading
            titleRef={title}
            title={longDate(date, i18n.language)}
            description={t('editor.description')}
          />
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
    </DialogShell>
  );
}
