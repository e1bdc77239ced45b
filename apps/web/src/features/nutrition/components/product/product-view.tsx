/**
 * A packaged product as Open Food Facts describes it: name, brand, their image (CC BY-SA, credited
 * to their contributors with a link to the product's page), Nutri-Score and NOVA group when known,
 * nutrition per 100 g and per serving, allergens and ingredients.
 */
import { nutrientsForAmount, type Product } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { NutrientTable, type NutrientColumn } from '../nutrient-table';
import { CC_BY_SA_URL, linkClass } from '../notices';

const NUTRISCORE_COLOURS: Record<string, string> = {
  a: 'bg-emerald-700 text-white',
  b: 'bg-lime-600 text-black',
  c: 'bg-yellow-400 text-black',
  d: 'bg-orange-500 text-black',
  e: 'bg-red-700 text-white',
};

/** `en:milk` → `milk`: Open Food Facts' tags name the taxonomy's language first. */
function allergenName(tag: string): string {
  return tag.replace(/^[a-z]{2}:/, '').replaceAll('-', ' ');
}

export function ProductView({ product, stale }: { product: Product; stale: boolean }) {
  const { t } = useTranslation('nutrition');
  const columns: NutrientColumn[] = [
    {
      label: t(`product.per100.${product.basis}`),
      amounts: nutrientsForAmount(product.per_100, 100),
    },
  ];
  if (product.serving) {
    columns.push({
      label: t('product.perServing', {
        label: product.serving.label,
      }),
      amounts: nutrientsForAmount(product.per_100, product.serving.size),
    });
  }
  return (
    <article className="grid gap-4" aria-labelledby="product-name" data-testid="product">
      <div className="flex flex-wrap gap-4">
        {product.image_url && (
          <figure className="grid w-32 shrink-0 gap-1">
            <img
              src={product.image_url}
              alt={t('product.imageAlt', { name: product.name })}
              referrerPolicy="no-referrer"
              className="aspect-square w-32 rounded-lg border border-border bg-white object-contain"
            />
            <figcaption className="text-xs leading-tight text-muted-foreground">
              {t('product.imageCredit')}{' '}
              <a href={CC_BY_SA_URL} className={linkClass} target="_blank" rel="noreferrer">
                CC BY-SA
              </a>
            </figcaption>
          </figure>
        )}
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <h3 id="product-name" className="text-lg font-semibold">
            {product.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {[product.brand, product.quantity, product.barcode].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.nutriscore_grade && (
              <span
                className={cn(
                  'rounded-md px-2 py-1 text-xs font-bold',
                  NUTRISCORE_COLOURS[product.nutriscore_grade],
                )}
              >
                {t('product.nutriscore', { grade: product.nutriscore_grade.toUpperCase() })}
              </span>
            )}
            {product.nova_group && (
              <span className="rounded-md border border-border px-2 py-1 text-xs font-medium">
                {t('product.nova', { group: product.nova_group })} —{' '}
                {t(`product.novaGroups.${product.nova_group}`)}
              </span>
            )}
          </div>
          <a
            href={product.source_url}
            className={cn(linkClass, 'mt-2 text-sm')}
            target="_blank"
            rel="noreferrer"
          >
            {t('product.source')}
          </a>
          {stale && <p className="text-xs text-muted-foreground">{t('product.stale')}</p>}
        </div>
      </div>
      <NutrientTable
        caption={t('product.nutrition')}
        columns={columns}
        testId="product-nutrients"
      />
      <div className="grid gap-1 text-sm">
        <h4 className="font-semibold">{t('product.allergens')}</h4>
        <p className="text-muted-foreground">
          {product.allergens.length > 0
            ? product.allergens.map(allergenName).join(', ')
            : t('product.noAllergens')}
        </p>
      </div>
      <div className="grid gap-1 text-sm">
        <h4 className="font-semibold">{t('product.ingredients')}</h4>
        <p className="text-muted-foreground">
          {product.ingredients_text ?? t('product.noIngredients')}
        </p>
      </div>
    </article>
  );
}
