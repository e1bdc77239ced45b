import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { emailLocalPart } from '@/lib/user-display';
import {
  AchievementsCard,
  AssistantUpsellCard,
  GoalsCard,
  QuickActionsCard,
  RankCard,
  RecentActivityCard,
  TipCard,
  WeeklyChartCard,
} from '../components/overview/overview-panels';
import { StatCards } from '../components/overview/stat-cards';

/** The dashboard's index: sample figures until scans exist (spec §2). */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">
          {t('overview.welcome', { name: emailLocalPart(user?.email) })}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('overview.welcomeSubtitle')}</p>
      </div>
      <StatCards />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="grid content-start gap-6 xl:col-span-2">
          <WeeklyChartCard />
          <div className="grid gap-6 md:grid-cols-2">
            <AchievementsCard />
            <GoalsCard />
          </div>
          <RecentActivityCard />
        </div>
        <div className="grid content-start gap-6">
          <QuickActionsCard />
          <AssistantUpsellCard />
          <RankCard />
          <TipCard />
        </div>
      </div>
    </div>
  );
}
