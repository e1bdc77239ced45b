import type { Overview } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Card, ProgressBar } from './card';
import { percentOf } from './stat-cards';

/** Daily (today's habits), weekly (the week's completion) and monthly (active days) goals. */
export function GoalsCard({ goals }: { goals: Overview['goals'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const fraction = ({ done, scheduled }: { done: number; scheduled: number }) =>
    t('overview.fraction', { done: number.format(done), total: number.format(scheduled) });
  const rows = [
    { key: 'daily', goal: goals.daily, figure: fraction(goals.daily) },
    {
      key: 'weekly',
      goal: goals.weekly,
      figure: t('overview.percent', { value: number.format(percentOf(goals.weekly)) }),
    },
    { key: 'monthly', goal: goals.monthly, figure: fraction(goals.monthly) },
  ] as const;
  return (
    <Card title={t('overview.goals.title')}>
      <ul className="grid gap-4">
        {rows.map(({ key, goal, figure }) => {
          const label = t(`overview.goals.${key}`);
          return (
            <li key={key}>
              <div className="mb-1.5 flex items-center justify-between gap-2 text-sm">
                <span className="font-medium">{label}</span>
                <span className="tabular-nums text-muted-foreground">{figure}</span>
              </div>
              <ProgressBar value={percentOf(goal)} label={label} />
              <p className="mt-1 text-xs text-muted-foreground">{t(`overview.goals.${key}Hint`)}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
