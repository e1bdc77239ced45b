/**
 * Search by name (either language, accents and case ignored) and filter by muscle group and
 * equipment: the library tab and the exercise picker share it.
 */
import { EQUIPMENT, MUSCLE_GROUPS, type ExerciseQuery } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { inputClasses, Labelled } from '@/components/ui/field';
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
        <FilterSelect
          label={t('library.muscle')}
          anyLabel={t('library.anyMuscle')}
          options={MUSCLE_GROUPS}
          optionLabel={(muscle) => t(`muscles.${muscle}`)}
          value={query.muscle}
          onChange={(muscle) => onChange({ ...query, muscle })}
        />
        <FilterSelect
          label={t('library.equipment')}
          anyLabel={t('library.anyEquipment')}
          options={EQUIPMENT}
          optionLabel={(equipment) => t(`equipment.${equipment}`)}
          value={query.equipment}
          onChange={(equipment) => onChange({ ...query, equipment })}
        />
      </div>
    </div>
  );
}

/** One filter: any (no value), or one of the options. */
function FilterSelect<T extends string>({
  label,
  anyLabel,
  options,
  optionLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Labelled
      label={label}
      labelClassName="mb-1 text-xs text-muted-foreground"
      control={(id) => (
        <select
          id={id}
          className={cn(inputClasses, 'h-11')}
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        >
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
