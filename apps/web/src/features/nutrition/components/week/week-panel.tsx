/** The seven days ending on the diary's day: energy per day against the target, drawn and as a table. */
import { addLocalDays, localDatesFrom, type LocalDate } from '@ascend/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useNutritionTotals } from '@/lib/nutrition/get-nutrition-totals';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { longDate, shortDay } from '../../lib/dates';
import { formatNutrient } from '../../lib/nutrient-format';

const WeekChart = lazy(() => import('./week-chart'));

export function WeekPanel({ date, targetKcal }: { date: LocalDate; targetKcal: number | null }) {
  const { t, i18n } = useTranslation('nutrition');
  const from = addLocalDays(date, -6);
  const totals = useNutritionTotals(from, date);
  const messageOf = useApiErrorMessage();
  if (totals.isError) {
    return <FormMessage kind="error">{messageOf(totals.error, t('errors.load'))}</FormMessage>;
  }
  if (!totals.data) return <Spinner className="min-h-56" />;
  const byDate = new Map(totals.data.days.map((day) => [day.date, day]));
  const points = localDatesFrom(from, date).map((day) => ({
    date: day,
    kcal: Math.round(byDate.get(day)?.energy_kcal ?? 0),
  }));
  const kcal = (value: number) => formatNutrient('energy_kcal', value, i18n.language);
  return (
    <div className="grid gap-3">
      <div className="h-56" aria-hidden="true">
        <Suspense fallback={<Spinner className="min-h-56" />}>
          <WeekChart
            points={points}
            target={targetKcal}
            formatDate={(day) => shortDay(day, i18n.language)}
            formatKcal={kcal}
          />
        </Suspense>
      </div>
      <table className="w-full table-fixed text-center text-xs" data-testid="week-table">
        <caption className="sr-only">{t('week.caption')}</caption>
        <thead>
          <tr>
            <td className="w-10" />
            {points.map((point) => (
              <th key={point.date} scope="col" className="pb-1 font-normal text-muted-foreground">
                <span aria-hidden="true">{shortDay(point.date, i18n.language)}</span>
                <span className="sr-only">{longDate(point.date, i18n.language)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="text-left font-normal text-muted-foreground">
              kcal
            </th>
            {points.map((point) => (
              <td key={point.date} className="tabular-nums">
                {byDate.has(point.date)
                  ? new Intl.NumberFormat(i18n.language).format(point.kcal)
                  : '—'}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {targetKcal !== null && (
        <p className="text-xs text-muted-foreground">
          {t('week.target', { kcal: kcal(targetKcal) })}
        </p>
      )}
    </div>
  );
}
