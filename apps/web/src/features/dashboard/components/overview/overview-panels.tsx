import { ArrowRight, BarChart3, Bot, Crown, Lightbulb, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import {
  ACHIEVEMENTS,
  GOALS,
  QUICK_ACTIONS,
  RANK,
  RECENT_ACTIVITY,
  TIP,
} from '../../config/overview-data';
import { ProBadge } from '../pro-badge';
import { UpgradeButton } from '../upgrade-button';
import { Card, ProgressBar } from './card';

export function WeeklyChartCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      title={t('overview.weekly.title')}
      action={
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {t('overview.soon')}
        </span>
      }
    >
      <div className="grid h-48 place-items-center rounded-xl border border-dashed border-border bg-muted/40 text-center">
        <div>
          <BarChart3 className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
          <p className="mt-2 text-sm text-muted-foreground">{t('overview.weekly.placeholder')}</p>
        </div>
      </div>
    </Card>
  );
}

export function AchievementsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('overview.achievements.title')}>
      <ul className="grid gap-3">
        {ACHIEVEMENTS.map(({ key, icon: Icon, unlocked }) => (
          <li key={key} className="flex items-center gap-3">
            <span
              className={cn(
                'grid size-10 shrink-0 place-items-center rounded-xl',
                unlocked
                  ? 'bg-amber-500/15 text-amber-600 dark:text-amber-400'
                  : 'bg-muted text-muted-foreground',
              )}
            >
              {unlocked ? (
                <Icon className="size-5" aria-hidden="true" />
              ) : (
                <Lock className="size-5" aria-hidden="true" />
              )}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium">
                {t(`overview.achievements.${key}.title`)}
              </span>
              <span className="block text-xs text-muted-foreground">
                {t(`overview.achievements.${key}.description`)}
                {!unlocked && <> · {t('overview.achievements.locked')}</>}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function GoalsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('overview.goals.title')}>
      <ul className="grid gap-4">
        {GOALS.map((goal) => {
          const label = t(`overview.goals.${goal.key}`);
          const figure =
            goal.display === 'percent'
              ? t('overview.percent', { value: goal.done })
              : t('overview.fraction', { done: goal.done, total: goal.total });
          return (
            <li key={goal.key}>
              <div className="mb-1.5 flex items-center justify-between text-sm">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums text-muted-foreground">{figure}</span>
              </div>
              <ProgressBar value={(goal.done / goal.total) * 100} label={label} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function QuickActionsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('overview.quickActions.title')}>
      <ul className="grid gap-2">
        {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-border p-3 text-sm font-medium transition-colors hover:bg-muted"
            >
              <span className="grid size-9 place-items-center rounded-lg bg-accent/12 text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1">{t(`overview.quickActions.${key}`)}</span>
              <ArrowRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function RecentActivityCard() {
  const { t, i18n } = useTranslation('dashboard');
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  return (
    <Card title={t('overview.activity.title')}>
      <ul className="grid gap-3">
        {RECENT_ACTIVITY.map(({ key, icon: Icon, hoursAgo }) => (
          <li key={key} className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1 text-sm">{t(`overview.activity.${key}`)}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {hoursAgo < 24
                ? relative.format(-hoursAgo, 'hour')
                : relative.format(-Math.round(hoursAgo / 24), 'day')}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function AssistantUpsellCard() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-gradient-to-br from-violet-600/15 via-fuchsia-500/10 to-transparent p-5">
      <div className="flex items-center gap-2">
        <Bot className="size-5 text-accent" aria-hidden="true" />
        <h2 className="text-base font-semibold">{t('overview.assistant.title')}</h2>
        <ProBadge />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t('overview.assistant.description')}</p>
      <UpgradeButton className="mt-4" />
    </section>
  );
}

export function RankCard() {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const progress = (RANK.score / (RANK.score + RANK.pointsToNext)) * 100;
  return (
    <Card
      title={t('overview.rank.title')}
      action={<Crown className="size-5 text-amber-500" aria-hidden="true" />}
    >
      <div className="flex items-end justify-between">
        <div>
          <p className="text-xs text-muted-foreground">{t('overview.rank.score')}</p>
          <p className="text-3xl font-bold tabular-nums">{number.format(RANK.score)}</p>
        </div>
        <p className="text-sm font-semibold text-accent">
          {t('overview.rankValue', { value: RANK.position })}
        </p>
      </div>
      <div className="mt-4">
        <ProgressBar value={progress} label={t('overview.rank.progressLabel')} />
        <p className="mt-2 text-xs text-muted-foreground">
          {t('overview.rank.toNext', {
            points: number.format(RANK.pointsToNext),
            level: RANK.nextLevel,
          })}
        </p>
      </div>
    </Card>
  );
}

export function TipCard() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="flex gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-5">
      <Lightbulb
        className="size-5 shrink-0 text-amber-600 dark:text-amber-400"
        aria-hidden="true"
      />
      <div>
        <h2 className="text-sm font-semibold">{t('overview.tip.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('overview.tip.text', { minutes: TIP.minutes, percent: TIP.improvement })}
        </p>
      </div>
    </section>
  );
}
