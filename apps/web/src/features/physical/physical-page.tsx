/**
 * `/dashboard/physical`: the workout log and body measurements, one tab each part: the session
 * (start or continue), past sessions and each exercise's history, routines, the exercise library,
 * weekly volume per muscle group, body measurements and the import of another logger's CSV. The
 * tab is in the address (`?tab=`), so a reload keeps it.
 */
import type { UnitSystem } from '@ascend/contracts';
import { BarChart3, BookOpen, Dumbbell, FileUp, History, ListChecks, Ruler } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionPanel, SectionTabs } from '@/components/ui/section-tabs';
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
  // The units and today are the user's settings; the library and a session need neither to show.
  const units: UnitSystem = day?.units ?? 'metric';

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <SectionTabs
        label={t('tabs.label')}
        sections={TABS}
        icons={ICONS}
        labelOf={(value) => t(`tabs.${value}`)}
        {...tab}
      >
        <SectionPanel value="workout">
          {day ? <WorkoutPanel units={units} /> : <Spinner className="min-h-64" />}
        </SectionPanel>
        <SectionPanel value="history">
          <HistoryPanel units={units} />
        </SectionPanel>
        <SectionPanel value="routines">
          <RoutinesPanel units={units} />
        </SectionPanel>
        <SectionPanel value="exercises">
          <LibraryPanel />
        </SectionPanel>
        <SectionPanel value="volume">
          {day ? <VolumePanel today={day.today} units={units} /> : <Spinner className="min-h-64" />}
        </SectionPanel>
        <SectionPanel value="body">
          {day ? <BodyPanel today={day.today} units={units} /> : <Spinner className="min-h-64" />}
        </SectionPanel>
        <SectionPanel value="import">
          <ImportPanel units={units} />
        </SectionPanel>
      </SectionTabs>
    </div>
  );
}
