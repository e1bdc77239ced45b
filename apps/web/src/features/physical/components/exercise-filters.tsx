/**
 * Search by name (either language, accents and case ignored) and filter by muscle group and
 * equipment: the library tab and the exercise picker share it.
 */
import { EQUIPMENT, MUSCLE_GROUPS, type ExerciseQuery } from '@ascend/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';

export function ExerciseFilters({
  query,
  onChange,
  searchRef,
}: {
  query: ExerciseQuery;
  onChange: (query: ExerciseQuery) => void;
  searchRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('physical');
  const id = useId();
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchField
        label={t('library.search')}
        labelClassName="mb-1 text-xs text-muted-foreground"
        inputClassName="h-11"
        ref={searchRef}
        autoComplete="off"
        value={query.q ?? ''}
        onChange={(event) => onChange({ ...query, q: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <div>
          <label
            htmlFor={`${id}-muscle`}
            className="mb-1 block text-xs font-medium text-muted-foreground"
          >
            {t('library.muscle')}
          </label>
          <select
            id={`${id}-muscle`}
            className={cn(inputClasses, 'h-11')}
            value={query.muscle ?? ''}
            onChange={(event) =>
              onChange({
                ...query,
                muscle: (event.target.value || undefined) as ExerciseQuery['muscle'],
              })
            }
          >
            <option value="">{t('library.anyMuscle')}</option>
            {MUSCLE_GROUPS.map((muscle) => (
              <option key={muscle} value={muscle}>
                {t(`muscles.${muscle}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={`${id}-equipment`}
            className="mb-1 block text-xs font-medium text-muted-foreground"
          >
            {t('library.equipment')}
          </label>
          <select
            id={`${id}-equipment`}
            className={cn(inputClasses, 'h-11')}
            value={query.equipment ?? ''}
            onChange={(event) =>
              onChange({
                ...query,
                equipment: (event.target.value || undefined) as ExerciseQuery['equipment'],
              })
            }
          >
            <option value="">{t('library.anyEquipment')}</option>
            {EQUIPMENT.map((equipment) => (
              <option key={equipment} value={equipment}>
                {t(`equipment.${equipment}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
