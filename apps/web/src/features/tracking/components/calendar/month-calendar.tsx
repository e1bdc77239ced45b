/**
 * A month of past days as an ARIA grid (Monday first): one Tab stop, arrow keys move a day or a
 * week, Home/End to the week's ends, Page Up/Down a month; Enter or a tap opens the day. Each day
 * says in its name whether it has a check-in and how many of its habits were done. Days after
 * today are shown but cannot be reached or opened.
 */
import { addLocalDays, isoWeekdayOf, monthOf, type LocalDate } from '@ascend/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  longDate,
  monthTitle,
  monthWeeks,
  sameDayInMonth,
  weekdayNames,
} from '../../lib/calendar-month';
import type { DaySummary } from '../../lib/habit-schedule';

function summaryText(
  t: (key: string, options?: Record<string, unknown>) => string,
  summary: DaySummary | undefined,
): string {
  const parts = [summary?.checkedIn ? t('calendar.checkedIn') : t('calendar.noCheckIn')];
  if (summary && summary.due > 0) {
    parts.push(t('calendar.habitsDone', { done: summary.done, due: summary.due }));
  }
  return parts.join(', ');
}

export function MonthCalendar({
  month,
  today,
  summaries,
  loading,
  onMonthChange,
  onOpenDay,
}: {
  /** Any day of the month shown. */
  month: LocalDate;
  today: LocalDate;
  summaries: ReadonlyMap<LocalDate, DaySummary>;
  loading: boolean;
  onMonthChange: (month: LocalDate) => void;
  onOpenDay: (date: LocalDate) => void;
}) {
  const { t, i18n } = useTranslation('tracking');
  const { first, days } = monthOf(month);
  const last = addLocalDays(first, days - 1);
  const lastReachable = last < today ? last : today;
  const [focused, setFocused] = useState<LocalDate>(lastReachable);
  // A day the keyboard moved to, to focus once it is drawn (possibly in another month).
  const focusPending = useRef<LocalDate | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  // The focused day stays inside the month shown (a month picked with the arrows starts at its
  // last reachable day).
  const active = focused >= first && focused <= lastReachable ? focused : lastReachable;

  useEffect(() => {
    const pending = focusPending.current;
    if (!pending) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-date="${pending}"]`);
    if (!button) return;
    focusPending.current = null;
    button.focus();
  });

  const goTo = (date: LocalDate) => {
    const target = date > today ? today : date;
    setFocused(target);
    focusPending.current = target;
    if (monthOf(target).first !== first) onMonthChange(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => LocalDate> = {
      ArrowLeft: () => addLocalDays(active, -1),
      ArrowRight: () => addLocalDays(active, 1),
      ArrowUp: () => addLocalDays(active, -7),
      ArrowDown: () => addLocalDays(active, 7),
      Home: () => addLocalDays(active, 1 - isoWeekdayOf(active)),
      End: () => addLocalDays(active, 7 - isoWeekdayOf(active)),
      PageUp: () => sameDayInMonth(active, -1),
      PageDown: () => sameDayInMonth(active, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const weekdays = weekdayNames(i18n.language, 'long');
  const weekdaysShort = weekdayNames(i18n.language, 'narrow');
  const title = monthTitle(first, i18n.language);
  const isCurrentMonth = monthOf(today).first === first;

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClasses('ghost', 'w-10 px-0')}
          aria-label={t('calendar.previousMonth')}
          onClick={() => onMonthChange(addLocalDays(first, -1))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h3 id="tracking-calendar-title" className="text-base font-semibold" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={buttonClasses('ghost', 'w-10 px-0')}
          aria-label={t('calendar.nextMonth')}
          disabled={isCurrentMonth}
          onClick={() => onMonthChange(addLocalDays(last, 1))}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby="tracking-calendar-title"
        aria-busy={loading || undefined}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays.map((name, index) => (
              <th
                key={name}
                scope="col"
                className="pb-1 text-center text-xs font-medium text-muted-foreground"
              >
                <span aria-hidden="true">{weekdaysShort[index]}</span>
                <span className="sr-only">{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(first).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`empty-${index}`} role="gridcell" />;
                const day = Number(date.slice(8));
                if (date > today) {
                  return (
                    <td key={date} role="gridcell" aria-disabled="true">
                      <span className="grid h-11 place-items-center rounded-lg text-sm text-muted-foreground/60 sm:h-14">
                        <span aria-hidden="true">{day}</span>
                        <span className="sr-only">{longDate(date, i18n.language)}</span>
                      </span>
                    </td>
                  );
                }
                const summary = summaries.get(date);
                const share = summary && summary.due > 0 ? summary.done / summary.due : 0;
                const isToday = date === today;
                const label = [
                  longDate(date, i18n.language),
                  isToday ? t('calendar.today') : null,
                  summaryText(t, summary),
                ]
                  .filter(Boolean)
                  .join('. ');
                return (
                  <td key={date} role="gridcell">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === active ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => {
                        setFocused(date);
                        onOpenDay(date);
                      }}
                      className={cn(
                        'flex h-11 w-full flex-col items-center justify-center gap-1 rounded-lg text-sm transition-colors hover:bg-muted sm:h-14',
                        isToday && 'ring-2 ring-accent ring-inset',
                        summary?.checkedIn ? 'bg-accent/10 font-semibold' : 'bg-muted/40',
                      )}
                    >
                      <span aria-hidden="true" className="tabular-nums leading-none">
                        {day}
                      </span>
                      <span aria-hidden="true" className="flex h-1.5 items-center gap-0.5">
                        {summary && summary.due > 0 && (
                          <span className="block h-1.5 w-5 overflow-hidden rounded-full bg-border">
                            <span
                              className="block h-full rounded-full bg-emerald-500"
                              style={{ width: `${share * 100}%` }}
                            />
                          </span>
                        )}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-accent/25" />
          {t('calendar.legendCheckIn')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="block h-1.5 w-5 rounded-full bg-emerald-500" />
          {t('calendar.legendHabits')}
        </span>
        <span>{t('calendar.keyboardHint')}</span>
      </p>
    </div>
  );
}
