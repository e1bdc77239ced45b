import { INSIGHT_PREVIOUS_DAYS, INSIGHT_RECENT_DAYS } from '@ascend/contracts';
import { Info, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/ui/load-failure';
import { NextStepCard } from '@/components/ui/next-step-card';
import { Spinner } from '@/components/ui/spinner';
import { useSettingsPart } from '@/lib/settings/get-settings';
import { USER_CACHE_TTL_MS } from '@/lib/user-cache';
import { useInsights } from './api/get-insights';
import { BaselinesPanel } from './components/baselines-panel';
import { FindingsPanel } from './components/findings-panel';

/**
 * `/dashboard/system` ("AI System"): the user's baselines and the strongest correlations in
 * their own days (GET /api/v1/insights), plainly labelled as statistics, not medical advice.
 */
export function InsightsPage() {
  const { t } = useTranslation('insights');
  const insights = useInsights();
  const units =
    useSettingsPart((record) => record.preferences.units, {
      cachedFor: USER_CACHE_TTL_MS.settings,
      name: 'units',
    }).data ?? 'metric';
  const data = insights.data;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <p className="text-muted-foreground">
          {t('subtitle', { days: INSIGHT_RECENT_DAYS + INSIGHT_PREVIOUS_DAYS })}
        </p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-lg border border-border bg-muted px-3 py-1.5 text-sm">
          <Info className="size-4 shrink-0 text-accent" aria-hidden="true" />
          {t('disclaimer')}
        </p>
      </div>
      {!data ? (
        insights.isError ? (
          <LoadFailure
            error={insights.error}
            fallback={t('error')}
            retryLabel={t('retry')}
            onRetry={() => void insights.refetch()}
          />
        ) : (
          <Spinner className="min-h-[40dvh]" />
        )
      ) : (
        <>
          {data.days_needed > 0 && (
            <NextStepCard
              icon={Sprout}
              title={t('notEnough.title')}
              text={t('notEnough.body', { count: data.days_needed })}
              action={t('notEnough.action')}
              to="/dashboard/tracking"
            />
          )}
          {data.days_needed === 0 && (
            <FindingsPanel
              findings={data.findings}
              qThreshold={data.q_threshold}
              pairsTested={data.pairs_tested}
              units={units}
            />
          )}
          {data.baselines.length > 0 && <BaselinesPanel baselines={data.baselines} units={units} />}
        </>
      )}
    </div>
  );
}
