/** One meal of the day: its items (amount, energy, change, delete), its totals, and ways to add. */
import type { DiaryDay, DiaryItem, Meal } from '@ascend/contracts';
import { ListPlus, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDeleteDiaryItem } from '@/lib/nutrition/diary-item-writes';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { formatNutrient } from '../../lib/nutrient-format';
import { ConfirmDelete } from '../confirm-delete';

type MealOfDay = DiaryDay['meals'][number];

export function MealSection({
  meal,
  onAdd,
  onCopy,
  onEdit,
}: {
  meal: MealOfDay;
  onAdd: (meal: Meal) => void;
  onCopy: (meal: Meal) => void;
  onEdit: (item: DiaryItem) => void;
}) {
  const { t, i18n } = useTranslation('nutrition');
  const headingId = `meal-${meal.meal}`;
  const name = t(`meals.${meal.meal}`);
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 gap-2 rounded-xl border border-border bg-card p-4"
      data-testid={`meal-${meal.meal}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {name}
        </h3>
        <p
          className="text-sm tabular-nums text-muted-foreground"
          data-testid={`meal-${meal.meal}-kcal`}
        >
          {formatNutrient('energy_kcal', meal.totals.energy_kcal, i18n.language)}
        </p>
      </div>
      {meal.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('diary.emptyMeal')}</p>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-border/70">
          {meal.items.map((item) => (
            <ItemRow key={item.id} item={item} onEdit={onEdit} />
          ))}
        </ul>
      )}
      {meal.items.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t('diary.mealMacros', {
            protein: formatNutrient('protein_g', meal.totals.protein_g, i18n.language),
            carbohydrate: formatNutrient(
              'carbohydrate_g',
              meal.totals.carbohydrate_g,
              i18n.language,
            ),
            fat: formatNutrient('fat_g', meal.totals.fat_g, i18n.language),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" className="h-9" onClick={() => onAdd(meal.meal)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('diary.add')}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button variant="ghost" className="h-9" onClick={() => onCopy(meal.meal)}>
          <ListPlus className="size-4" aria-hidden="true" />
          {t('diary.copy')}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
    </section>
  );
}

function ItemRow({ item, onEdit }: { item: DiaryItem; onEdit: (item: DiaryItem) => void }) {
  const { t, i18n } = useTranslation('nutrition');
  const remove = useDeleteDiaryItem();
  const messageOf = useApiErrorMessage();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const amount = item.serving
    ? t('diary.servings', {
        count: item.quantity,
        quantity: number.format(item.quantity),
        label: item.serving.label,
      })
    : `${number.format(item.quantity)} ${item.basis}`;
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {item.name}
          {item.brand && <span className="font-normal text-muted-foreground"> · {item.brand}</span>}
        </p>
        <p className="text-xs text-muted-foreground">{amount}</p>
      </div>
      <p className="shrink-0 text-sm tabular-nums">
        {formatNutrient('energy_kcal', item.nutrients.energy_kcal, i18n.language)}
      </p>
      <Button
        variant="ghost"
        className="size-9 px-0"
        aria-label={t('diary.editItem', { name: item.name })}
        onClick={() => onEdit(item)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <ConfirmDelete
        label={t('diary.deleteItem', { name: item.name })}
        title={t('diary.deleteTitle')}
        description={t('diary.deleteDescription', { name: item.name, amount })}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error, t('errors.save')) : null}
        onConfirm={() =>
          remove.mutateAsync(item.id).then(
            () => true,
            () => false,
          )
        }
      />
    </li>
  );
}
