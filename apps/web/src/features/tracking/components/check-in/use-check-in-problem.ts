/**
 * A check-in field's problem in words, with the bounds in the user's units ("between 44.1 and
 * 881.84 lb"), from the error react-hook-form keeps (zod's issue code as its type).
 */
import type { UnitSystem } from '@ascend/contracts';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { unitSymbol } from '@/lib/units/unit-conversion';
import {
  CONVERTED,
  NOT_A_NUMBER,
  shownBounds,
  storedBounds,
  type NumberField,
} from '../../lib/check-in-form';

export function useCheckInProblem(units: UnitSystem) {
  const { t, i18n } = useTranslation('tracking');
  return useCallback(
    (field: NumberField | 'note', error: FieldError | undefined): string | null => {
      if (!error) return null;
      if (field === 'note') return t('checkIn.problems.noteTooLong', { max: 1000 });
      const label = t(`checkIn.fields.${field}`);
      if (error.message === NOT_A_NUMBER) return t('checkIn.problems.notANumber', { label });
      if (error.type === 'too_small' || error.type === 'too_big') {
        const { min, max } = shownBounds(field, units);
        const quantity = CONVERTED[field];
        const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
        return t('checkIn.problems.range', {
          label,
          min: number.format(min),
          max: number.format(max),
          unit: quantity ? unitSymbol(quantity, units) : t(`checkIn.units.${field}`),
        });
      }
      if (storedBounds(field).integer) return t('checkIn.problems.wholeNumber', { label });
      return t('checkIn.problems.notANumber', { label });
    },
    [t, i18n.language, units],
  );
}
