/**
 * A food in a list (the food search, my foods): its name with its brand, and its energy per 100 g
 * or 100 ml, after where it comes from when the list mixes sources.
 */
import type { Food } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { formatNutrient } from '../lib/nutrient-format';

export function FoodSummary({ food, withSource = false }: { food: Food; withSource?: boolean }) {
  const { t, i18n } = useTranslation('nutrition');
  const per100 = t(`picker.per100.${food.basis}`, {
    kcal: formatNutrient('energy_kcal', food.per_100.energy_kcal, i18n.language),
  });
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="truncate text-sm font-medium">
        {food.name}
        {food.brand && <span className="font-normal text-muted-foreground"> · {food.brand}</span>}
      </span>
      <span className="text-xs text-muted-foreground">
        {withSource ? `${t(`sources.${food.ref.source}`)} · ${per100}` : per100}
      </span>
    </span>
  );
}
