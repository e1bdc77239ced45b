/**
 * Nutrients as a table: one row per nutrient, one column per amount (a day's total; a product's
 * per 100 g and per serving). A dash is a value the food did not give.
 */
import type { NutrientAmounts } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNutrient, SHOWN_NUTRIENTS } from '../lib/nutrient-format';

export interface NutrientColumn {
  label: string;
  amounts: NutrientAmounts;
}

export function NutrientTable({
  caption,
  columns,
  className,
  testId,
}: {
  caption: string;
  columns: readonly NutrientColumn[];
  className?: string;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('nutrition');
  return (
    <table className={cn('w-full text-sm', className)} data-testid={testId}>
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 pr-2 text-left font-medium">
            {t('nutrients.heading')}
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className="py-1.5 pl-2 text-right font-medium">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SHOWN_NUTRIENTS.map((key) => (
          <tr key={key} className="border-b border-border/60 last:border-0">
            <th
              scope="row"
              className={cn(
                'py-1.5 pr-2 text-left font-normal',
                (key === 'saturated_fat_g' || key === 'sugars_g') && 'pl-4 text-muted-foreground',
              )}
            >
              {t(`nutrients.${key}`)}
            </th>
            {columns.map((column) => (
              <td key={column.label} className="py-1.5 pl-2 text-right tabular-nums">
                {formatNutrient(key, column.amounts[key], i18n.language)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
