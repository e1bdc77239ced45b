/** The diary's day: the previous and next day, a date picker, and a way back to today. */
import { addLocalDays, type LocalDate } from '@ascend/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { longDate } from '../lib/dates';

export function DayNavigator({
  date,
  today,
  onChange,
}: {
  date: LocalDate;
  today: LocalDate;
  onChange: (date: LocalDate) => void;
}) {
  const { t, i18n } = useTranslation('nutrition');
  const pickerId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        className="w-10 px-0"
        aria-label={t('day.previous')}
        onClick={() => onChange(addLocalDays(date, -1))}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <label htmlFor={pickerId} className="sr-only">
        {t('day.pick')}
      </label>
      <input
        id={pickerId}
        type="date"
        className={cn(inputClasses, 'h-10 w-auto')}
        value={date}
        max={today}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
        }}
      />
      <Button
        variant="secondary"
        className="w-10 px-0"
        aria-label={t('day.next')}
        disabled={date >= today}
        onClick={() => onChange(addLocalDays(date, 1))}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      {date !== today && (
        <Button variant="ghost" onClick={() => onChange(today)}>
          {t('day.today')}
        </Button>
      )}
      <p
        className="w-full text-sm font-medium text-muted-foreground sm:ml-2 sm:w-auto"
        aria-live="polite"
      >
        {date === today
          ? t('day.isToday', { date: longDate(date, i18n.language) })
          : longDate(date, i18n.language)}
      </p>
    </div>
  );
}
