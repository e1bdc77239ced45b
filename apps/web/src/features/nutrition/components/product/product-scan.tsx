/**
 * The product scan: a barcode from the camera, a photo or typed; its check digit checked here
 * before anything is asked; the product looked up through our server (which asks Open Food Facts
 * and keeps their answer); then the product, to add to the diary. Not found: the user may create
 * it as an own food with its barcode, and add that. Lookups turned off (`OFF_ENABLED=false`): the
 * panel says so and offers nothing to scan.
 */
import { isValidBarcode, type Food, type FoodRef, type LocalDate } from '@ascend/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAddDiaryItem } from '@/lib/nutrition/diary-item-writes';
import { useFood } from '@/lib/nutrition/get-food';
import { useProduct, useProductService } from '@/lib/nutrition/products';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { itemToAdd } from '../../lib/amount-form-schema';
import { BarcodeScanner } from '../../scan/barcode-scanner';
import { AmountForm } from '../diary/amount-form';
import { CreateOwnFoodDialog } from '../foods/own-foods-panel';
import { ProductView } from './product-view';

export function ProductScan({ date, onAdded }: { date: LocalDate; onAdded: () => void }) {
  const { t } = useTranslation('nutrition');
  const service = useProductService();
  const [barcode, setBarcode] = useState<string | null>(null);
  const [badBarcode, setBadBarcode] = useState(false);
  const [created, setCreated] = useState<Food | null>(null);
  const [creating, setCreating] = useState(false);
  const product = useProduct(barcode);

  if (service.data && !service.data.enabled) {
    return <FormMessage kind="error">{t('scan.disabled')}</FormMessage>;
  }
  const code = product.error instanceof ApiError ? product.error.code : null;
  const lookupsOff = code === 'products_disabled';
  return (
    <div className="grid gap-6">
      {!lookupsOff && (
        <BarcodeScanner
          busy={product.isFetching}
          onBarcode={(read) => {
            setCreated(null);
            if (!isValidBarcode(read)) {
              setBadBarcode(true);
              setBarcode(null);
              return;
            }
            setBadBarcode(false);
            setBarcode(read);
          }}
        />
      )}
      {badBarcode && <FormMessage kind="error">{t('scan.badCheckDigit')}</FormMessage>}
      {barcode !== null && (
        <section aria-live="polite" className="grid gap-4">
          {product.isFetching ? (
            <Spinner className="min-h-40" />
          ) : product.data ? (
            <>
              <ProductView product={product.data.product} stale={product.data.stale} />
              <AddProduct
                date={date}
                foodRef={{ source: 'product', id: product.data.product.barcode }}
                onAdded={onAdded}
              />
            </>
          ) : created ? (
            <AddFood date={date} food={created} scanned onAdded={onAdded} />
          ) : (
            <LookupFailure
              error={product.error}
              code={code}
              onCreate={() => setCreating(true)}
              onRetry={() => void product.refetch()}
            />
          )}
        </section>
      )}
      <CreateOwnFoodDialog
        open={creating}
        barcode={barcode}
        onClose={() => setCreating(false)}
        onCreated={(_, food) => setCreated(food)}
      />
    </div>
  );
}

function LookupFailure({
  error,
  code,
  onCreate,
  onRetry,
}: {
  error: unknown;
  code: string | null;
  onCreate: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('nutrition');
  const messageOf = useApiErrorMessage();
  if (code === 'products_disabled')
    return <FormMessage kind="error">{t('scan.disabled')}</FormMessage>;
  const offerCreate = code === 'product_not_found' || code === 'product_implausible';
  const message =
    code === 'product_not_found'
      ? t('scan.productNotFound')
      : code === 'product_implausible'
        ? t('scan.productImplausible')
        : code === 'products_unavailable'
          ? t('scan.productsUnavailable')
          : messageOf(error, t('errors.load'));
  return (
    <div className="grid justify-items-start gap-3" data-testid="lookup-failure">
      <FormMessage kind="error">{message}</FormMessage>
      {offerCreate ? (
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden="true" />
          {t('scan.createOwn')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}

/** The product as a food (its servings have the ids the diary needs), then the amount form. */
function AddProduct({
  date,
  foodRef,
  onAdded,
}: {
  date: LocalDate;
  foodRef: FoodRef;
  onAdded: () => void;
}) {
  const food = useFood(foodRef);
  const messageOf = useApiErrorMessage();
  const { t } = useTranslation('nutrition');
  if (food.isError)
    return <FormMessage kind="error">{messageOf(food.error, t('errors.load'))}</FormMessage>;
  if (!food.data) return <Spinner className="min-h-24" />;
  return <AddFood date={date} food={food.data} scanned onAdded={onAdded} />;
}

function AddFood({
  date,
  food,
  scanned,
  onAdded,
}: {
  date: LocalDate;
  food: Food;
  scanned: boolean;
  onAdded: () => void;
}) {
  const { t } = useTranslation('nutrition');
  const add = useAddDiaryItem();
  const messageOf = useApiErrorMessage();
  const firstServing = food.servings[0];
  return (
    <section
      aria-labelledby="add-product-heading"
      className="grid gap-3 rounded-xl border border-border p-4"
    >
      <h3 id="add-product-heading" className="text-base font-semibold">
        {t('scan.addTitle', { name: food.name })}
      </h3>
      <AmountForm
        food={food}
        initial={{
          meal: 'snacks',
          unit: firstServing ? `serving:${firstServing.id}` : food.basis,
          quantity: firstServing ? '1' : '100',
        }}
        submitLabel={t('scan.addSubmit')}
        pending={add.isPending}
        error={add.isError ? messageOf(add.error, t('errors.save')) : null}
        onSubmit={(amount) =>
          add.mutate({ date, item: itemToAdd(amount, food.ref, scanned) }, { onSuccess: onAdded })
        }
      />
    </section>
  );
}
