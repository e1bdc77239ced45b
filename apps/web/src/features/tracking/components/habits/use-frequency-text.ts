/** A habit's frequency in words: "Every day", "3 times a week", "Mon, Wed, Fri". */
import type { HabitFrequency } from '@ascend/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../../lib/calendar-month';

export function useFrequencyText(): (frequency: HabitFrequency) => string {
  const { t, i18n } = useTranslation('tracking');
  return useCallback(
    (frequency: HabitFrequency) => {
      switch (frequency.type) {
        case 'daily':
          return t('frequency.daily');
        case 'weekly':
          return t('frequency.weekly', { count: frequency.times });
        case 'weekdays': {
          const names = weekdayNames(i18n.language, 'short');
          const days = [...frequency.days].sort((a, b) => a - b).map((day) => names[day - 1]);
          return new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(
            days.filter((day): day is string => day !== undefined),
          );
        }
      }
    },
    [t, i18n.language],
  );
}
