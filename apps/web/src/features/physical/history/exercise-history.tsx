/**
 * One exercise's history: the chart of its best estimated 1RM and volume per session, the same
 * figures as a table (visible: lifters read numbers), and its current records.
 */
import type { ExerciseHistory, UnitSystem } from '@ascend/contracts';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useExerciseHistory } from '@/lib/physical/get-exercise-history';
import { FiguresTable } from '../components/figures-table';
import { loadFromKg } from '../lib/set-values';
import type { ExercisePoint } from './history-chart';

const ExerciseHistoryChart = lazy(() => import('./history-chart'));

/** The table lists the latest sessions; the chart draws them all. */
const TABLE_ROWS = 20;

export function ExerciseHistoryView({
  exerciseId,
  units,
}: {
  exerciseId: string;
  units: UnitSystem;
}) {
  const { t } = useTranslation('physical');
  const history = useExerciseHistory(exerciseId);
  if (history.isPending) return <Spinner className="min-h-64" />;
  if (history.isError) return <p className="text-sm text-muted-foreground">{t('errors.load')}</p>;
  return <HistoryFigures history={history.data} units={units} />;
}

function HistoryFigures({ history, units }: { history: ExerciseHistory; units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const unit = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const shortDate = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateOf = (local: string) => new Date(`${local}T12:00:00`);
  const points: ExercisePoint[] = history.sessions.map((session) => ({
    label: shortDate.format(dateOf(session.local_date)),
    e1rm: session.best_e1rm_kg === null ? null : loadFromKg(session.best_e1rm_kg, units),
    volume: loadFromKg(session.volume_kg, units),
  }));
  const weight = (kg: number | null) =>
    kg === null ? '–' : `${number.format(loadFromKg(kg, units))} ${unit}`;

  if (history.sessions.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('history.none')}</p>;
  }
  return (
    <div className="grid gap-3">
      <p id={`${id}-summary`} className="text-sm text-muted-foreground">
        {t('history.chartSummary', { count: history.sessions.length, unit })}
      </p>
      <div
        className="h-64 w-full"
        role="img"
        aria-labelledby={`${id}-summary`}
        data-testid="exercise-history-chart"
      >
        {points.length > 1 ? (
          <Suspense fallback={null}>
            <ExerciseHistoryChart
              points={points}
              names={{ e1rm: t('history.e1rm', { unit }), volume: t('history.volume', { unit }) }}
              format={(value) => number.format(value)}
            />
          </Suspense>
        ) : (
          <div className="grid h-full place-items-center rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            {t('history.tooFew')}
          </div>
        )}
      </div>
      <div className="overflow-x-auto">
        <FiguresTable
          caption={t('history.tableCaption')}
          columns={[
            t('history.date'),
            t('history.e1rm', { unit }),
            t('history.volume', { unit }),
            t('history.sets'),
          ]}
          rows={[...history.sessions]
            .reverse()
            .slice(0, TABLE_ROWS)
            .map((session) => ({
              key: session.workout_id,
              name: (
                <>
                  {longDate.format(dateOf(session.local_date))}
                  {session.record_count > 0 && (
                    <span className="ml-1.5 rounded bg-amber-500/15 px-1 text-xs font-semibold text-amber-800 dark:text-amber-200">
                      {t('records.badge')}
                    </span>
                  )}
                </>
              ),
              figures: [
                weight(session.best_e1rm_kg),
                weight(session.volume_kg),
                session.working_sets,
              ],
            }))}
        />
      </div>
      {history.records.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-medium">{t('records.current')}</h4>
          <ul className="grid gap-1 text-sm">
            {history.records
              .filter((record) => record.kind !== 'reps_at_weight')
              .map((record) => (
                <li key={record.kind} className="flex justify-between gap-2">
                  <span className="text-muted-foreground">{t(`records.kinds.${record.kind}`)}</span>
                  <span className="tabular-nums">
                    {record.kind === 'duration'
                      ? t('records.seconds', { value: number.format(record.value) })
                      : record.kind === 'distance'
                        ? t('records.metres', { value: number.format(record.value) })
                        : weight(record.value)}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      )}
    </div>
  );
}
