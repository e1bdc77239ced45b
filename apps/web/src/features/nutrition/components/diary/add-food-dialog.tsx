/** Adding a food to a day's meal: find it, then say how much. */
import type { Food, LocalDate, Meal } from '@ascend/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAddDiaryItem } from '@/lib/nutrition/diary-item-writes';
import { itemToAdd } from '../../lib/amount-form-schema';
import { NutritionDialog } from '../nutrition-dialog';
import { useWriteDialog } from '../use-write-dialog';
import { AmountForm } from './amount-form';
import { FoodPicker } from './food-picker';

export function AddFoodDialog({
  date,
  meal,
  onClose,
  onAdded,
}: {
  date: LocalDate;
  /** The meal to add to; null: closed. */
  meal: Meal | null;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('nutrition');
  const [food, setFood] = useState<Food | null>(null);
  const add = useAddDiaryItem();
  const { close, error } = useWriteDialog(add, () => {
    setFood(null);
    onClose();
  });
  return (
    <NutritionDialog
      open={meal !== null}
      onOpenChange={(open) => !open && close()}
      title={food ? food.name : t('add.title', { meal: meal ? t(`meals.${meal}`) : '' })}
      description={food ? t('add.amountDescription') : t('add.description')}
    >
      {meal !== null &&
        (food ? (
          <div className="grid gap-3">
            <Button variant="ghost" className="justify-self-start" onClick={() => setFood(null)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('add.back')}
            </Button>
            <AmountForm
              food={food}
              initial={{ meal, unit: food.basis, quantity: '100' }}
              submitLabel={t('add.submit')}
              pending={add.isPending}
              error={error}
              onSubmit={(amount) =>
                add.mutate(
                  { date, item: itemToAdd(amount, food.ref) },
                  {
                    onSuccess: () => {
                      onAdded(food.name);
                      close();
                    },
                  },
                )
              }
            />
          </div>
        ) : (
          <FoodPicker onPick={setFood} />
        ))}
    </NutritionDialog>
  );
}
