import type { Overview } from '@ascend/contracts';
import { CalendarCheck, ScanFace, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useOwnStanding } from '@/lib/league/get-own-standing';
import { ProgressBar } from './card';

/** Done ÷ scheduled as a whole percentage; nothing scheduled counts as 0 %. */
export function percentOf({ done, scheduled }: { done: number; scheduled: number }): number {
  return scheduled > 0 ? Math.round((done / scheduled) * 100) : 0;
}

function StatCard({
  label,
  icon: Icon,
  value,
  children,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/12 text-accent sm:size-9">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{value}</p>
      {children}
    </li>
  );
}

/** "+3 vs last month", "−2 vs last month" or "Same as last month", coloured by direction. */
function MonthChange({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const difference = current - previous;
  const number = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  return (
    <p
      className={cn(
        'mt-1 text-xs font-medium',
        difference > 0 && 'text-emerald-700 dark:text-emerald-400',
        difference < 0 && 'text-amber-700 dark:text-amber-400',
        difference === 0 && 'text-muted-foreground',
      )}
    >
      {difference === 0
        ? t('overview.change.same')
        : t('overview.change.vsLastMonth', { change: number.format(difference) })}
    </p>
  );
}

/**
 * Rank this week (# and top %) among every user with points this week (GET /league/me), with the
 * week's points beneath; "not ranked yet" until the user has some.
 */
function RankStatCard({ weekPoints }: { weekPoints: number }) {
  const { t, i18n } = useTranslation('league');
  const number = new Intl.NumberFormat(i18n.language);
  const standing = useOwnStanding().data;
  const rank = standing?.rank ?? null;
  return (
    <StatCard
      label={t('overview.label')}
      icon={Trophy}
      value={rank === null ? '–' : t('row.rank', { rank: number.format(rank) })}
    >
      <p className="mt-1 text-xs text-muted-foreground">
        {rank === null
          ? t('overview.none')
          : t('overview.top', { percent: number.format(standing?.top_percent ?? 100) })}
        {' · '}
        {t('overview.points', { count: weekPoints, points: number.format(weekPoints) })}
      </p>
    </StatCard>
  );
}

/** Scans this month, active days this month, this week's progress and this week's rank. */
export function StatCards({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const { scans, active_days: activeDays, week_progress: week, points } = overview;
  const progress = percentOf(week);
  return (
    <ul
      aria-label={t('overview.stats.label')}
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
    >
      <StatCard
        label={t('overview.stats.scans')}
        icon={ScanFace}
        value={number.format(scans.current)}
      >
        {scans.current === 0 && scans.previous === 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">{t('overview.stats.noScans')}</p>
        ) : (
          <MonthChange {...scans} />
        )}
      </StatCard>
      <StatCard
        label={t('overview.stats.activeDays')}
        icon={CalendarCheck}
        value={number.format(activeDays.current)}
      >
        <MonthChange {...activeDays} />
      </StatCard>
      <StatCard
        label={t('overview.stats.progress')}
        icon={TrendingUp}
        value={t('overview.percent', { value: number.format(progress) })}
      >
        <div className="mt-2.5">
          <ProgressBar value={progress} label={t('overview.stats.progress')} />
        </div>
        <p className="mt-1.5 text-xs text-muted-foreground">
          {week.scheduled > 0
            ? t('overview.stats.habitDays', {
                done: number.format(week.done),
                scheduled: number.format(week.scheduled),
              })
            : t('overview.stats.noHabits')}
        </p>
      </StatCard>
      <RankStatCard weekPoints={points.week} />
    </ul>
  );
}
