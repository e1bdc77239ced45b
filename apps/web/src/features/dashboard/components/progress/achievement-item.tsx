import type { Achievement } from '@ascend/contracts';
import { Lock, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ProgressBar } from '../overview/card';

/** One achievement: its name and rule, then its unlock date, or its progress while locked. */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const unlocked = achievement.unlocked_at !== null;
  const name = t(`achievements.${achievement.key}.name`);
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl',
          unlocked
            ? 'bg-amber-500/15 text-amber-600 dark:text-amber-400'
            : 'bg-muted text-muted-foreground',
        )}
      >
        {unlocked ? (
          <Trophy className="size-5" aria-hidden="true" />
        ) : (
          <Lock className="size-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium">
          <span>{name}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {t('bonus', { count: achievement.bonus })}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {t(`achievements.${achievement.key}.description`)}
        </p>
        {unlocked ? (
          <p className="mt-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
            {t('unlockedOn', { date: date.format(new Date(achievement.unlocked_at!)) })}
          </p>
        ) : (
          <div className="mt-1.5">
            <ProgressBar value={(achievement.progress / achievement.target) * 100} label={name} />
            <p className="mt-1 text-xs text-muted-foreground tabular-nums">
              {t('progressOf', {
                progress: number.format(achievement.progress),
                target: number.format(achievement.target),
              })}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** The latest unlocked achievement, or null. */
export function latestUnlocked(achievements: readonly Achievement[]): Achievement | null {
  let latest: Achievement | null = null;
  for (const achievement of achievements) {
    if (achievement.unlocked_at === null) continue;
    if (latest === null || achievement.unlocked_at > latest.unlocked_at!) latest = achievement;
  }
  return latest;
}

/** The locked achievement closest to its target (as a share of it), or null. */
export function nearestLocked(achievements: readonly Achievement[]): Achievement | null {
  let nearest: Achievement | null = null;
  const share = (achievement: Achievement) => achievement.progress / achievement.target;
  for (const achievement of achievements) {
    if (achievement.unlocked_at !== null) continue;
    if (nearest === null || share(achievement) > share(nearest)) nearest = achievement;
  }
  return nearest;
}
