/**
 * /dashboard/nutricional: the food diary of a day (meals, totals, progress against the targets, the
 * week), the product scan, the user's own foods, and the targets. The tab and the day are in the
 * address (`?tab=scan&date=2026-11-20`), so a reload or a shared link opens the same view.
 */
import { isCalendarDate, type LocalDate, type UnitSystem } from '@ascend/contracts';
import { Apple, NotebookPen, ScanBarcode, Target } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { SectionPanel, SectionTabs } from '@/components/ui/section-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useTargets } from '@/lib/nutrition/targets';
import { useUserDay } from '@/lib/settings/use-user-day';
import { DayNavigator } from './components/day-navigator';
import { DayDiary } from './components/diary/day-diary';
import { OwnFoodsPanel } from './components/foods/own-foods-panel';
import { DataAttribution } from './components/notices';
import { ProductScan } from './components/product/product-scan';
import { TargetsPanel } from './components/targets/targets-panel';
import { WeekPanel } from './components/week/week-panel';

const TABS = ['diary', 'scan', 'foods', 'targets'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { diary: NotebookPen, scan: ScanBarcode, foods: Apple, targets: Target };

export function NutritionPage() {
  const { day } = useUserDay();
  if (!day) return <Spinner className="min-h-96" />;
  return <Nutrition today={day.today} units={day.units} />;
}

function Nutrition({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const { t } = useTranslation('nutrition');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'diary';
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) && asked <= today ? asked : today;
  const targets = useTargets();

  const show = (next: { tab?: Tab; date?: LocalDate }) => {
    const search = new URLSearchParams(params);
    const nextTab = next.tab ?? tab;
    const nextDate = next.date ?? date;
    if (nextTab === 'diary') search.delete('tab');
    else search.set('tab', nextTab);
    if (nextDate === today) search.delete('date');
    else search.set('date', nextDate);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <SectionTabs
        label={t('tabs.label')}
        sections={TABS}
        icons={ICONS}
        labelOf={(value) => t(`tabs.${value}`)}
        value={tab}
        onValueChange={(next) => show({ tab: next })}
      >
        <SectionPanel value="diary">
          <div className="grid gap-6">
            <DayNavigator date={date} today={today} onChange={(next) => show({ date: next })} />
            <DayDiary date={date} onSetTargets={() => show({ tab: 'targets' })} />
            <Panel title={t('week.title')} description={t('week.description')}>
              <WeekPanel date={date} targetKcal={targets.data?.effective?.energy_kcal ?? null} />
            </Panel>
          </div>
        </SectionPanel>
        <SectionPanel value="scan">
          <Panel title={t('scan.title')} description={t('scan.description')}>
            <ProductScan date={date} onAdded={() => show({ tab: 'diary' })} />
          </Panel>
        </SectionPanel>
        <SectionPanel value="foods">
          <Panel title={t('foods.title')} description={t('foods.description')}>
            <OwnFoodsPanel />
          </Panel>
        </SectionPanel>
        <SectionPanel value="targets">
          <Panel title={t('targets.title')} description={t('targets.description')}>
            <TargetsPanel units={units} />
          </Panel>
        </SectionPanel>
      </SectionTabs>
      <DataAttribution />
    </div>
  );
}
