import type { OverviewChartMetric } from '@ascend/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';
import { emailLocalPart } from '@/lib/user-display';
import { useOverview } from '../api/get-overview';
import { useProgress } from '../api/get-progress';
import { AchievementsCard } from '../components/overview/achievements-card';
import { FirstStepCard } from '../components/overview/first-step-card';
import { GoalsCard } from '../components/overview/goals-card';
import { AssistantUpsellCard, QuickActionsCard } from '../components/overview/overview-panels';
import { PointsCard } from '../components/overview/points-card';
import { RecentActivityCard } from '../components/overview/recent-activity-card';
import { StatCards } from '../components/overview/stat-cards';
import { TipCard } from '../components/overview/tip-card';
import { WeeklyChartCard } from '../components/overview/weekly-chart-card';

/**
 * The dashboard's index: the user's own figures from one request (GET /api/v1/overview). Until
 * they arrive a spinner holds the space; the page then appears whole, so nothing on it moves.
 */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const [metric, setMetric] = useState<OverviewChartMetric>('points');
  const overview = useOverview(metric);
  const progress = useProgress().data;
  const units =
    useSettingsPart((record) => record.preferences.units, {
      cachedFor: USER_CACHE_TTL_MS.settings,
      name: 'units',
    }).data ?? 'metric';
  const data = overview.data;
  const name = emailLocalPart(user?.email);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">
          {data?.is_new_user ? t('overview.welcomeNew', { name }) : t('overview.welcome', { name })}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('overview.welcomeSubtitle')}</p>
      </div>
      {!data ? (
        overview.isError ? (
          <LoadFailure
            error={overview.error}
            fallback={t('overview.error')}
            retryLabel={t('overview.retry')}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <Spinner className="min-h-[60dvh]" />
        )
      ) : (
        <>
          <FirstStepCard
            isNewUser={data.is_new_user}
            hasCheckedInToday={data.has_checked_in_today}
          />
          <StatCards overview={data} />
          <div className="grid gap-6 xl:grid-cols-3">
            <div className="grid min-w-0 content-start gap-6 xl:col-span-2">
              <WeeklyChartCard
                chart={data.chart}
                metric={metric}
                onMetricChange={setMetric}
                units={units}
                updating={overview.isPlaceholderData}
              />
              <div className="grid gap-6 md:grid-cols-2">
                <AchievementsCard progress={progress} />
                <GoalsCard goals={data.goals} />
              </div>
              <RecentActivityCard items={data.recent_activity} />
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <QuickActionsCard />
              <PointsCard points={data.points} progress={progress} />
              <TipCard date={data.today} />
              <AssistantUpsellCard />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
