/**
 * The day against the targets: energy, protein, carbohydrate and fat, each a bar with its numbers in
 * words beside it (the bar itself is decoration; the words are what a screen reader reads).
 */
import type { DailyTargets, NutrientTotals } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNutrient, progressShare, type ShownNutrient } from '../../lib/nutrient-format';

const BARS: readonly (keyof DailyTargets & ShownNutrient)[] = [
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'fat_g',
];

export function DayProgress({
  totals,
  targets,
}: {
  totals: NutrientTotals;
  targets: DailyTargets;
}) {
  const { t, i18n } = useTranslation('nutrition');
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="day-progress">
      {BARS.map((key) => {
        const eaten = totals[key];
        const share = progressShare(eaten, targets[key]);
        return (
          <li key={key} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span className="font-medium">{t(`nutrients.${key}`)}</span>
              <span className="tabular-nums text-muted-foreground">
                {t('progress.ofTarget', {
                  eaten: formatNutrient(key, eaten ?? 0, i18n.language),
                  target: formatNutrient(key, targets[key], i18n.language),
                  percent: share,
                })}
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', share > 100 ? 'bg-amber-500' : 'bg-accent')}
                style={{ width: `${Math.min(100, share)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
