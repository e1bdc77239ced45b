import { useTranslation } from 'react-i18next';
import { STAT_CARDS, type StatCard } from '../../config/overview-data';
import { ProgressBar } from './card';

function useFormatValue() {
  const { t, i18n } = useTranslation('dashboard');
  return ({ kind, amount }: StatCard['value']) => {
    const number = new Intl.NumberFormat(i18n.language).format(amount);
    if (kind === 'percent') return t('overview.percent', { value: number });
    if (kind === 'rank') return t('overview.rankValue', { value: number });
    return number;
  };
}

export function StatCards() {
  const { t } = useTranslation('dashboard');
  const format = useFormatValue();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {STAT_CARDS.map((card) => {
        const Icon = card.icon;
        return (
          <li
            key={card.key}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
          >
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium text-muted-foreground">
                {t(`overview.stats.${card.key}`)}
              </span>
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/12 text-accent sm:size-9">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
              {format(card.value)}
            </p>
            {card.trend ? (
              <p className="mt-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
                {t(`overview.trend.${card.trend.kind}`, { percent: card.trend.percent })}
              </p>
            ) : (
              <div className="mt-2.5">
                <ProgressBar value={card.value.amount} label={t(`overview.stats.${card.key}`)} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
