/**
 * /dashboard/tracking: today's check-in and habits, the calendar of past days, and each metric's
 * trend. "Today" is the user's own day (time zone and day start, from settings).
 */
import type { LocalDate, UnitSystem } from '@ascend/contracts';
import { ListChecks } from 'lucide-react';
import { useMemo } from 'react';
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

function Tracking({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const { t, i18n } = useTranslation('tracking');
  // The current month holds today: the form, today's habits and the calendar share its reads.
  const month = monthRange(today, today);
  const checkIns = useCheckIns(month);
  const marks = useHabitMarks(month);
  const habits = useHabits();
  const markIndex = useMemo(() => indexMarks(marks.data ?? []), [marks.data]);
  const todayCheckIn = checkIns.data?.find((checkIn) => checkIn.date === today) ?? null;

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
          {checkIns.data ? (
            <CheckInForm key={today} date={today} checkIn={todayCheckIn} units={units} />
          ) : checkIns.isError ? (
            <LoadFailure error={checkIns.error} onRetry={() => void checkIns.refetch()} />
          ) : (
            <Loading className="min-h-[40rem]" />
          )}
        </Panel>
        <Panel title={t('day.title')} description={t('day.description')}>
          {habits.data && marks.data ? (
            <DayHabits date={today} isToday habits={habits.data} marks={markIndex} />
          ) : habits.isError || marks.isError ? (
            <LoadFailure
              error={habits.error ?? marks.error}
              onRetry={() => void Promise.all([habits.refetch(), marks.refetch()])}
            />
          ) : (
            <Loading className="min-h-40" />
          )}
        </Panel>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Panel title={t('calendar.title')} description={t('calendar.description')}>
          <HistoryPanel today={today} units={units} habits={habits.data ?? []} />
        </Panel>
        <Panel title={t('trends.title')} description={t('trends.description')}>
          <TrendsPanel today={today} units={units} />
        </Panel>
      </div>
    </div>
  );
}
