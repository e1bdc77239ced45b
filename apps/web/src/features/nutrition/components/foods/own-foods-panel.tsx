/**
 * The user's own foods: every one of them by name, a page at a time, narrowed by what is typed;
 * create one, change or delete it.
 */
import type { Food } from '@ascend/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import {
  useCreateOwnFood,
  useDeleteOwnFood,
  useUpdateOwnFood,
} from '@/lib/nutrition/own-food-writes';
import { useOwnFoods } from '@/lib/nutrition/own-foods';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { ownFoodFormValues } from '../../lib/own-food-form-schema';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ConfirmDelete } from '../confirm-delete';
import { FoodSummary } from '../food-summary';
import { NutritionDialog } from '../nutrition-dialog';
import { useWriteDialog } from '../use-write-dialog';
import { OwnFoodForm } from './own-food-form';

export function OwnFoodsPanel() {
  const { t } = useTranslation('nutrition');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const list = useOwnFoods(debounced);
  const messageOf = useApiErrorMessage();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Food | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const own = list.data?.pages.flatMap((page) => page.foods) ?? [];
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          className="min-w-48 flex-1"
          label={t('foods.search')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('foods.create')}
        </Button>
      </div>
      {list.isError && (
        <FormMessage kind="error">{messageOf(list.error, t('errors.load'))}</FormMessage>
      )}
      {list.isPending ? (
        <Spinner className="min-h-24" />
      ) : own.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {debounced.trim() === '' ? t('foods.none') : t('foods.noneFound')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-border/70" data-testid="own-foods">
          {own.map((food) => (
            <OwnFoodRow key={food.ref.id} food={food} onEdit={setEditing} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="justify-self-center"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t('foods.loadingMore') : t('foods.loadMore')}
        </Button>
      )}
      <CreateOwnFoodDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(name) => setAnnouncement(t('foods.created', { name }))}
      />
      <EditOwnFoodDialog food={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function OwnFoodRow({ food, onEdit }: { food: Food; onEdit: (food: Food) => void }) {
  const { t } = useTranslation('nutrition');
  const remove = useDeleteOwnFood();
  const messageOf = useApiErrorMessage();
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <FoodSummary food={food} />
      </div>
      <Button
        variant="ghost"
        className="size-9 px-0"
        aria-label={t('foods.edit', { name: food.name })}
        onClick={() => onEdit(food)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <ConfirmDelete
        label={t('foods.delete', { name: food.name })}
        title={t('foods.deleteTitle')}
        description={t('foods.deleteDescription', { name: food.name })}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error, t('errors.save')) : null}
        onConfirm={() =>
          remove.mutateAsync(food.ref.id).then(
            () => true,
            () => false,
          )
        }
      />
    </li>
  );
}

/** A new own food; `barcode` when it is a product Open Food Facts did not know. */
export function CreateOwnFoodDialog({
  open,
  barcode = null,
  onClose,
  onCreated,
}: {
  open: boolean;
  barcode?: string | null;
  onClose: () => void;
  onCreated: (name: string, food: Food) => void;
}) {
  const { t } = useTranslation('nutrition');
  const create = useCreateOwnFood();
  const { close, error } = useWriteDialog(create, onClose);
  return (
    <NutritionDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('foods.createTitle')}
      description={
        barcode ? t('foods.createForBarcode', { barcode }) : t('foods.createDescription')
      }
    >
      {open && (
        <OwnFoodForm
          initial={ownFoodFormValues(null, barcode)}
          submitLabel={t('foods.createSubmit')}
          pending={create.isPending}
          error={error}
          onSubmit={(food) =>
            create.mutate(food, {
              onSuccess: (created) => {
                onCreated(created.name, created);
                close();
              },
            })
          }
        />
      )}
    </NutritionDialog>
  );
}

function EditOwnFoodDialog({ food, onClose }: { food: Food | null; onClose: () => void }) {
  const { t } = useTranslation('nutrition');
  const update = useUpdateOwnFood();
  const { close, error } = useWriteDialog(update, onClose);
  return (
    <NutritionDialog
      open={food !== null}
      onOpenChange={(next) => !next && close()}
      title={food ? t('foods.editTitle', { name: food.name }) : ''}
      description={t('foods.editDescription')}
    >
      {food && (
        <OwnFoodForm
          initial={ownFoodFormValues({ ...food, barcode: null })}
          submitLabel={t('foods.editSubmit')}
          pending={update.isPending}
          error={error}
          onSubmit={(values) =>
            update.mutate({ id: food.ref.id, food: values }, { onSuccess: close })
          }
        />
      )}
    </NutritionDialog>
  );
}
