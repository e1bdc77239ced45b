/**
 * A day of the food diary: its meals (breakfast, lunch, dinner, snacks), the day's progress against
 * the targets, and the day's totals of every nutrient in a table.
 */
import type { DiaryItem, LocalDate, Meal } from '@ascend/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useDiaryDay } from '@/lib/nutrition/get-diary-day';
import { useTargets } from '@/lib/nutrition/targets';
import { NutrientTable } from '../nutrient-table';
import { AddFoodDialog } from './add-food-dialog';
import { CopyMealDialog } from './copy-meal-dialog';
import { DayProgress } from './day-progress';
import { EditItemDialog } from './edit-item-dialog';
import { MealSection } from './meal-section';

export function DayDiary({ date, onSetTargets }: { date: LocalDate; onSetTargets: () => void }) {
  const { t } = useTranslation('nutrition');
  const day = useDiaryDay(date);
  const targets = useTargets();
  const [adding, setAdding] = useState<Meal | null>(null);
  const [copying, setCopying] = useState<Meal | null>(null);
  const [editing, setEditing] = useState<DiaryItem | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (day.isError) {
    return (
      <LoadFailure
        error={day.error}
        fallback={t('errors.load')}
        retryLabel={t('actions.retry')}
        onRetry={() => void day.refetch()}
      />
    );
  }
  if (!day.data) return <Spinner className="min-h-96" />;
  const effective = targets.data?.effective ?? null;
  const incomplete = day.data.totals.incomplete_items;
  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <section aria-labelledby="day-progress-heading" className="grid gap-3">
        <h2 id="day-progress-heading" className="text-base font-semibold">
          {t('progress.title')}
        </h2>
        {effective ? (
          <DayProgress totals={day.data.totals} targets={effective} />
        ) : targets.isPending ? (
          <Spinner className="min-h-16" />
        ) : (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p>{t('progress.noTargets')}</p>
            <Button variant="secondary" className="h-9" onClick={onSetTargets}>
              {t('progress.setTargets')}
            </Button>
          </div>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {day.data.meals.map((meal) => (
          <MealSection
            key={meal.meal}
            meal={meal}
            onAdd={setAdding}
            onCopy={setCopying}
            onEdit={setEditing}
          />
        ))}
      </div>
      <div className="grid gap-2 rounded-xl border border-border bg-card p-4">
        <NutrientTable
          caption={t('diary.dayTotals')}
          columns={[{ label: t('diary.total'), amounts: day.data.totals }]}
          testId="day-totals"
        />
        {incomplete > 0 && (
          <p className="text-xs text-muted-foreground">
            {t('diary.incomplete', { count: incomplete })}
          </p>
        )}
      </div>
      <AddFoodDialog
        date={date}
        meal={adding}
        onClose={() => setAdding(null)}
        onAdded={(name) => setAnnouncement(t('diary.added', { name }))}
      />
      <CopyMealDialog
        date={date}
        meal={copying}
        onClose={() => setCopying(null)}
        onCopied={() => setAnnouncement(t('diary.copied'))}
      />
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
