/**
 * Changing an item: its amount, its meal or its day (moved to another day and meal); the food and
 * its values stay as they were added.
 */
import type { DiaryItem } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateDiaryItem } from '@/lib/nutrition/diary-item-writes';
import { servingUnit } from '../../lib/amount-form-schema';
import { NutritionDialog } from '../nutrition-dialog';
import { useWriteDialog } from '../use-write-dialog';
import { AmountForm } from './amount-form';

export function EditItemDialog({ item, onClose }: { item: DiaryItem | null; onClose: () => void }) {
  const { t } = useTranslation('nutrition');
  const update = useUpdateDiaryItem();
  const { close, error } = useWriteDialog(update, onClose);
  return (
    <NutritionDialog
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title={item ? t('edit.title', { name: item.name }) : ''}
      description={t('edit.description')}
    >
      {item && (
        <AmountForm
          food={{
            basis: item.basis,
            per_100: item.per_100,
            servings: item.serving ? [item.serving] : [],
          }}
          initial={{
            meal: item.meal,
            date: item.date,
            unit: item.serving ? servingUnit(item.serving.id) : item.basis,
            quantity: String(item.quantity),
          }}
          submitLabel={t('edit.submit')}
          pending={update.isPending}
          error={error}
          onSubmit={(amount) =>
            update.mutate(
              {
                id: item.id,
                change: {
                  meal: amount.meal,
                  ...(amount.date === undefined ? {} : { date: amount.date }),
                  unit: amount.unit,
                  quantity: amount.quantity,
                  serving_id: amount.serving_id,
                },
              },
              { onSuccess: close },
            )
          }
        />
      )}
    </NutritionDialog>
  );
}
