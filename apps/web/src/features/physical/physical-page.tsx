/**
 * `/dashboard/physical`: the workout log and body measurements, one tab each part: the session
 * (start or continue), past sessions and each exercise's history, routines, the exercise library,
 * weekly volume per muscle group, body measurements and the import of another logger's CSV. The
 * tab is in the address (`?tab=`), so a reload keeps it.
 */
import type { UnitSystem } from '@ascend/contracts';
import { BarChart3, BookOpen, Dumbbell, FileUp, History, ListChecks, Ruler } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SectionTabs, type SectionTab } from '@/components/ui/section-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useSectionInAddress } from '@/hooks/use-section-in-address';
import { useUserDay } from '@/lib/settings/use-user-day';
import { BodyPanel } from './body/body-panel';
import { LibraryPanel } from './exercises/library-panel';
import { HistoryPanel } from './history/history-panel';
import { ImportPanel } from './import/import-panel';
import { RoutinesPanel } from './routines/routines-panel';
import { VolumePanel } from './volume/volume-panel';
import { WorkoutPanel } from './workout/workout-panel';

const TABS = ['workout', 'history', 'routines', 'exercises', 'volume', 'body', 'import'] as const;
type Tab = (typeof TABS)[number];
const ICONS = {
  workout: Dumbbell,
  history: History,
  routines: ListChecks,
  exercises: BookOpen,
  volume: BarChart3,
  body: Ruler,
  import: FileUp,
};

export function PhysicalPage() {
  const { t } = useTranslation('physical');
  const { day } = useUserDay();
  const tab = useSectionInAddress(TABS, 'tab');
  const tabs: SectionTab<Tab>[] = TABS.map((value) => ({
    value,
    label: t(`tabs.${value}`),
    icon: ICONS[value],
  }));
  // The units and today are the user's settings; the library and a session need neither to show.
  const units: UnitSystem = day?.units ?? 'metric';

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <SectionTabs label={t('tabs.label')} tabs={tabs} {...tab}>
        <Tabs.Content value="workout" className="outline-none">
          {day ? <WorkoutPanel units={units} /> : <Spinner className="min-h-64" />}
        </Tabs.Content>
        <Tabs.Content value="history" className="outline-none">
          <HistoryPanel units={units} />
        </Tabs.Content>
        <Tabs.Content value="routines" className="outline-none">
          <RoutinesPanel units={units} />
        </Tabs.Content>
        <Tabs.Content value="exercises" className="outline-none">
          <LibraryPanel />
        </Tabs.Content>
        <Tabs.Content value="volume" className="outline-none">
          {day ? <VolumePanel today={day.today} units={units} /> : <Spinner className="min-h-64" />}
        </Tabs.Content>
        <Tabs.Content value="body" className="outline-none">
          {day ? <BodyPanel today={day.today} units={units} /> : <Spinner className="min-h-64" />}
        </Tabs.Content>
        <Tabs.Content value="import" className="outline-none">
          <ImportPanel units={units} />
        </Tabs.Content>
      </SectionTabs>
    </div>
  );
}
