/** The user's own rank and top percent this week among every active user, member or not. */
import type { LeagueStanding } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';

export function OwnRankCard({ standing }: { standing: LeagueStanding }) {
  const { t, i18n } = useTranslation('league');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Panel title={t('own.title')} description={t('own.description')}>
      {standing.rank === null ? (
        <p className="text-sm">{t('own.noPoints')}</p>
      ) : (
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">{t('own.rank')}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {t('row.rank', { rank: number.format(standing.rank) })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('own.top')}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {t('own.topValue', { percent: number.format(standing.top_percent ?? 100) })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('own.points')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{number.format(standing.points)}</dd>
          </div>
        </dl>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        {t('own.among', {
          count: standing.active_users,
          users: number.format(standing.active_users),
        })}
      </p>
    </Panel>
  );
}
