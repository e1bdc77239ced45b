/**
 * /dashboard/tracking: today's check-in and habits, the calendar of past days, and each metric's
 * trend. "Today" is the user's own day (time zone and day start, from settings).
 */
import type { Habit, LocalDate, UnitSystem } from '@ascend/contracts';
import { ListChecks } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useCheckIns } from './api/get-check-ins';
import { useHabitMarks } from './api/get-habit-marks';
import { useHabits } from './api/get-habits';
import { HistoryPanel, monthRange } from './components/calendar/history-panel';
import { CheckInForm } from './components/check-in/check-in-form';
import { DayHabits, HABITS_PATH } from './components/habits/day-habits';
import { Loading, LoadFailure } from './components/page-states';
import { TrendsPanel } from './components/trends/trends-panel';
import { useUserDay } from '@/lib/settings/use-user-day';
import { longDate } from './lib/calendar-month';
import { indexMarks } from './lib/habit-schedule';

export function TrackingPage() {
  const { day, isError, error, refetch } = useUserDay();
  if (!day) {
    return isError ? (
      <LoadFailure error={error} onRetry={() => void refetch()} />
    ) : (
      <Loading className="min-h-96" />
    );
  }
  return <Tracking today={day.today} units={day.units} />;
}

/**
 * The page's frame. It reads no records itself: each panel below subscribes to its own queries,
 * so an answer arriving redraws the panel that shows it, not the whole page (five requests answer
 * one after another while the page opens). Memoised: the settings' refresh and the minute's tick
 * redraw the page above it, and only a new day or unit system changes anything here.
 */
const Tracking = memo(function Tracking({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const { t, i18n } = useTranslation('tracking');
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          {t('page.today', { date: longDate(today, i18n.language) })}
        </p>
        <Link to={HABITS_PATH} className={buttonClasses('secondary')}>
          <ListChecks className="size-4" aria-hidden="true" />
          {t('page.manageHabits')}
        </Link>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title={t('checkIn.title')} description={t('checkIn.description')}>
          <TodayCheckIn today={today} units={units} />
        </Panel>
        <Panel title={t('day.title')} description={t('day.description')}>
          <TodayHabits today={today} />
        </Panel>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title={t('calendar.title')} description={t('calendar.description')}>
          <Calendar today={today} units={units} />
        </Panel>
        <Panel title={t('trends.title')} description={t('trends.description')}>
          <TrendsPanel today={today} units={units} />
        </Panel>
      </div>
    </div>
  );
});

/**
 * Today's check-in. It reads the current month, which holds today: the form, today's habits and
 * the calendar share that month's reads.
 */
function TodayCheckIn({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const checkIns = useCheckIns(monthRange(today, today));
  const todayCheckIn = checkIns.data?.find((checkIn) => checkIn.date === today) ?? null;
  if (checkIns.data) {
    return <CheckInForm key={today} date={today} checkIn={todayCheckIn} units={units} />;
  }
  return checkIns.isError ? (
    <LoadFailure error={checkIns.error} onRetry={() => void checkIns.refetch()} />
  ) : (
    <Loading className="min-h-[40rem]" />
  );
}

function TodayHabits({ today }: { today: LocalDate }) {
  const marks = useHabitMarks(monthRange(today, today));
  const habits = useHabits();
  const markIndex = useMemo(() => indexMarks(marks.data ?? []), [marks.data]);
  if (habits.data && marks.data) {
    return <DayHabits date={today} isToday habits={habits.data} marks={markIndex} />;
  }
  return habits.isError || marks.isError ? (
    <LoadFailure
      error={habits.error ?? marks.error}
      onRetry={() => void Promise.all([habits.refetch(), marks.refetch()])}
    />
  ) : (
    <Loading className="min-h-40" />
  );
}

/** The same empty list on every render until the habits arrive (the calendar memoises on it). */
const NO_HABITS: readonly Habit[] = [];

function Calendar({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const habits = useHabits();
  return <HistoryPanel today={today} units={units} habits={habits.data ?? NO_HABITS} />;
}
