/**
 * Weekly volume: working sets (warm-ups excluded) and tonnage per muscle group, Monday to Sunday,
 * for the last twelve weeks; one week at a time as a chart of sets and a table of both figures.
 */
import { addLocalDays, weekStartOf, type LocalDate, type UnitSystem } from '@ascend/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { useWeeklyVolume } from '@/lib/physical/get-volume';
import { FiguresTable } from '../components/figures-table';
import { LoadState } from '../components/load-state';
import { loadFromKg } from '../lib/set-values';

const VolumeChart = lazy(() => import('./volume-chart'));

const WEEKS = 12;

export function VolumePanel({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const thisWeek = weekStartOf(today);
  const range = { from: addLocalDays(thisWeek, -7 * (WEEKS - 1)), to: today };
  const volume = useWeeklyVolume(range);
  const weeks = Array.from({ length: WEEKS }, (_, index) => addLocalDays(thisWeek, -7 * index));
  const [week, setWeek] = useState<LocalDate>(thisWeek);
  const dates = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const unit = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  const muscles = [
    ...(volume.data?.weeks.find((entry) => entry.week_start === week)?.muscles ?? []),
  ].sort((a, b) => b.sets - a.sets);
  const weekLabel = (start: LocalDate) =>
    t('volume.week', {
      from: dates.format(new Date(`${start}T12:00:00`)),
      to: dates.format(new Date(`${addLocalDays(start, 6)}T12:00:00`)),
    });

  return (
    <Panel title={t('volume.title')} description={t('volume.description')}>
      <div className="grid gap-3">
        <SelectField
          label={t('volume.weekLabel')}
          value={week}
          onChange={(event) => setWeek(event.target.value)}
        >
          {weeks.map((start) => (
            <option key={start} value={start}>
              {weekLabel(start)}
            </option>
          ))}
        </SelectField>
        <LoadState
          pending={volume.isPending}
          failed={volume.isError}
          empty={muscles.length === 0}
          emptyText={t('volume.none')}
        >
          <p id={`${id}-summary`} className="text-sm text-muted-foreground">
            {t('volume.chartSummary', { week: weekLabel(week) })}
          </p>
          <div
            className="w-full"
            style={{ height: `${Math.max(8, muscles.length * 2.25)}rem` }}
            role="img"
            aria-labelledby={`${id}-summary`}
          >
            <Suspense fallback={null}>
              <VolumeChart
                bars={muscles.map((entry) => ({
                  label: t(`muscles.${entry.muscle}`),
                  value: entry.sets,
                }))}
              />
            </Suspense>
          </div>
          <FiguresTable
            caption={t('volume.tableCaption', { week: weekLabel(week) })}
            columns={[t('volume.muscle'), t('volume.sets'), t('volume.tonnage', { unit })]}
            rows={muscles.map((entry) => ({
              key: entry.muscle,
              name: t(`muscles.${entry.muscle}`),
              figures: [entry.sets, number.format(loadFromKg(entry.tonnage_kg, units))],
            }))}
          />
        </LoadState>
      </div>
    </Panel>
  );
}
