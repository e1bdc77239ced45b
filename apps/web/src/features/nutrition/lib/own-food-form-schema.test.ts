import { describe, expect, it } from 'vitest';
import { ownFoodFormSchema, ownFoodFormValues } from './own-food-form-schema';

function values(per100: Record<string, string>, extra: Record<string, unknown> = {}) {
  const blank = ownFoodFormValues(null, '4006381333931');
  return { ...blank, name: 'Granola', per_100: { ...blank.per_100, ...per100 }, ...extra };
}

describe('ownFoodFormSchema', () => {
  it('reads typed numbers, keeps an empty nutrient unknown rather than zero', () => {
    const parsed = ownFoodFormSchema.parse(
      values({ energy_kcal: '450', fat_g: '15,5', sugars_g: '' }),
    );
    expect(parsed.per_100).toMatchObject({ energy_kcal: 450, fat_g: 15.5, sugars_g: null });
    expect(parsed.barcode).toBe('4006381333931');
    expect(parsed.brand).toBeNull();
  });

  it('needs the energy and refuses impossible values per 100 g', () => {
    const missing = ownFoodFormSchema.safeParse(values({ energy_kcal: '' }));
    expect(missing.error?.issues[0]?.path).toEqual(['per_100', 'energy_kcal']);
    const absurd = ownFoodFormSchema.safeParse(values({ energy_kcal: '950' }));
    expect(absurd.error?.issues[0]?.path).toEqual(['per_100', 'energy_kcal']);
    const negative = ownFoodFormSchema.safeParse(values({ energy_kcal: '100', protein_g: '-1' }));
    expect(negative.success).toBe(false);
  });

  it('drops empty serving rows and keeps filled ones', () => {
    const parsed = ownFoodFormSchema.parse(
      values(
        { energy_kcal: '100' },
        {
          servings: [
            { label: 'Bowl', size: '45' },
            { label: '', size: '' },
          ],
        },
      ),
    );
    expect(parsed.servings).toEqual([{ label: 'Bowl', size: 45 }]);
  });
});
