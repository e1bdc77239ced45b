/** /dashboard/tracking/habits: create, edit, order, pause, archive and delete habits. */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHabits } from './api/get-habits';
import { HabitManager } from './components/manage/habit-manager';
import { Loading, LoadFailure } from './components/page-states';
import { useUserDay } from '@/lib/settings/use-user-day';

const TRACKING_PATH = '/dashboard/tracking';

export function HabitsPage() {
  const { t } = useTranslation('tracking');
  const { day } = useUserDay();
  const habits = useHabits({ includeArchived: true });
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <Link
          to={TRACKING_PATH}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('manage.back')}
        </Link>
        <h2 className="mt-2 text-2xl font-bold tracking-tight">{t('manage.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('manage.description')}</p>
      </div>
      {habits.data && day ? (
        <HabitManager habits={habits.data} today={day.today} />
      ) : habits.isError ? (
        <LoadFailure error={habits.error} onRetry={() => void habits.refetch()} />
      ) : (
        <Loading className="min-h-64" />
      )}
    </div>
  );
}
