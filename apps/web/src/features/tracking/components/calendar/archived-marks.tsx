/**
 * What archived habits recorded on a past day: read-only and greyed, each labelled archived. An
 * archived habit keeps its marks (the server refuses new ones), so the day's history still shows
 * them rather than losing them from view.
 */
import type { Habit, HabitMark, LocalDate } from '@ascend/contracts';
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { markFor } from '../../lib/habit-schedule';

export function ArchivedMarks({
  date,
  habits,
  marks,
}: {
  date: LocalDate;
  habits: readonly Habit[];
  marks: Map<string, HabitMark>;
}) {
  const { t, i18n } = useTranslation('tracking');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const marked = habits.flatMap((habit) => {
    const mark = habit.archived_at === null ? undefined : markFor(marks, habit.id, date);
    return mark ? [{ habit, mark }] : [];
  });
  if (marked.length === 0) return null;

  const text = (habit: Habit, mark: HabitMark) => {
    if (mark.status === 'done') return t('archivedHabits.markDone', { name: habit.name });
    if (mark.status === 'skipped') return t('archivedHabits.markSkipped', { name: habit.name });
    return t('archivedHabits.markValue', {
      name: habit.name,
      value: number.format(mark.value ?? 0),
      unit: habit.unit ?? '',
    });
  };

  return (
    <div className="grid gap-1.5">
      <h4 className="text-sm font-semibold text-muted-foreground">{t('archivedHabits.heading')}</h4>
      <ul className="grid gap-1.5">
        {marked.map(({ habit, mark }) => (
          <li
            key={habit.id}
            className="flex items-start gap-2 rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted-foreground"
          >
            <Archive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words">{text(habit, mark)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
