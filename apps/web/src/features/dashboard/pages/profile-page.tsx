import type { Progress } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useProgress } from '../api/get-progress';
import { Card } from '../components/overview/card';
import { AchievementItem } from '../components/progress/achievement-item';
import { LevelProgress } from '../components/progress/level-progress';
import { RankingPreviewSlot } from '../components/progress/ranking-preview-slot';

/**
 * /dashboard/profile: the user's level, points, achievements (locked ones with their progress),
 * best streaks, and the rules every number comes from (GET /api/v1/progress).
 */
export function ProfilePage() {
  const { t } = useTranslation('progress');
  const progress = useProgress();
  const data = progress.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('profile.title')}</h2>
        <p className="mt-1 text-muted-foreground">{t('profile.intro')}</p>
      </div>
      {!data ? (
        progress.isError ? (
          <LoadFailure
            error={progress.error}
            fallback={t('profile.loadError')}
            retryLabel={t('profile.retry')}
            onRetry={() => void progress.refetch()}
          />
        ) : (
          <Spinner className="min-h-[40dvh]" />
        )
      ) : (
        <ProfileContent progress={data} />
      )}
    </div>
  );
}

function ProfileContent({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('progress');
  const number = new Intl.NumberFormat(i18n.language);
  const unlocked = progress.achievements.filter((item) => item.unlocked_at !== null).length;
  const streaks = [
    { key: 'checkIns', value: progress.best_streaks.check_in_days },
    { key: 'habit', value: progress.best_streaks.habit_days },
    { key: 'active', value: progress.best_streaks.active_days },
  ] as const;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t('profile.points.title')}>
          <LevelProgress progress={progress} />
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {(['today', 'week', 'total'] as const).map((key) => (
              <div key={key} className="rounded-xl bg-muted/60 px-2 py-3">
                <dt className="text-xs text-muted-foreground">{t(`profile.points.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums">
                  {number.format(progress.points[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-muted-foreground">{t('profile.points.weekHint')}</p>
        </Card>
        <Card title={t('profile.streaks.title')}>
          <dl className="grid gap-3">
            {streaks.map(({ key, value }) => (
              <div key={key} className="flex items-baseline justify-between gap-3 text-sm">
                <dt>{t(`profile.streaks.${key}`)}</dt>
                <dd className="font-semibold tabular-nums">
                  {t('profile.streaks.days', { count: value })}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      <Card
        title={t('profile.achievements.title')}
        action={
          <span className="text-sm text-muted-foreground">
            {t('profile.achievements.summary', {
              unlocked: number.format(unlocked),
              total: number.format(progress.achievements.length),
            })}
          </span>
        }
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {progress.achievements.map((achievement) => (
            <li key={achievement.key}>
              <AchievementItem achievement={achievement} />
            </li>
          ))}
        </ul>
      </Card>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card title={t('profile.rules.title')}>
          <p className="text-sm text-muted-foreground">{t('profile.rules.points')}</p>
          <RulesTable
            columns={[t('profile.rules.ruleColumn'), t('profile.rules.earnsColumn')]}
            rows={progress.rules.points.map((rule) => ({
              key: rule.kind,
              cells: [t(`kinds.${rule.kind}`), number.format(rule.points)],
            }))}
          />
          <p className="mt-3 text-sm text-muted-foreground">{t('profile.rules.achievements')}</p>
          <p className="mt-3 text-sm text-muted-foreground">{t('profile.rules.levels')}</p>
          <RulesTable
            columns={[t('profile.rules.levelColumn'), t('profile.rules.pointsColumn')]}
            rows={progress.rules.levels.map((row) => ({
              key: row.level,
              cells: [number.format(row.level), number.format(row.points_to_pass)],
            }))}
          />
        </Card>
        <RankingPreviewSlot />
      </div>
    </>
  );
}

/** A rules table: a name and its figure (right-aligned) on each row. */
function RulesTable({
  columns: [name, figure],
  rows,
}: {
  columns: [string, string];
  rows: { key: string | number; cells: [string, string] }[];
}) {
  return (
    <table className="mt-3 w-full text-sm">
      <thead>
        <tr className="text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1 font-medium">
            {name}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {figure}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key} className="border-t border-border">
            <td className="py-1.5 tabular-nums">{cells[0]}</td>
            <td className="py-1.5 text-right tabular-nums">{cells[1]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
