import { EARLIEST_LOCAL_DATE, type LocalDate } from '@ascend/contracts';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import type { DiaryFilters as Filters } from '../api/diary-query-keys';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { MOODS } from '../moods';

/** How long the search waits for typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type FilterName = keyof Filters;

/**
 * The search box's text, sent (trimmed) once typing pauses; it follows the address when that
 * changes from elsewhere (filters cleared, Back).
 */
function useSearchBox(value: string | undefined, send: (q: string | undefined) => void) {
  const current = value ?? '';
  const [text, setText] = useState(current);
  const [known, setKnown] = useState(current);
  if (current !== known) {
    setKnown(current);
    // Our own search coming back keeps what is typed (a trailing space before the next word).
    if (text.trim() !== current) setText(current);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sendSettled = useEffectEvent((q: string) => {
    if (q !== current) send(q === '' ? undefined : q);
  });
  useEffect(() => sendSettled(settled.trim()), [settled]);
  return [text, setText] as const;
}

/** Search (debounced), mood, tag and a date range; every control is a labelled form field. */
export function DiaryFilters({
  filters,
  tags,
  today,
  active,
  onChange,
  onClear,
}: {
  filters: Filters;
  tags: readonly string[];
  today: LocalDate;
  active: boolean;
  onChange: (name: FilterName, value: string | number | undefined) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('diary');
  const id = useId();
  const [text, setText] = useSearchBox(filters.q, (q) => onChange('q', q));
  const selectClasses = cn(inputClasses, 'h-10');
  // The tag in the address may be one no entry has any more: it stays choosable.
  const tagOptions = filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags;

  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <SearchField
        label={t('filters.search')}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('filters.searchPlaceholder')}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div>
          <label htmlFor={`${id}-mood`} className="mb-1.5 block text-sm font-medium">
            {t('filters.mood')}
          </label>
          <select
            id={`${id}-mood`}
            value={filters.mood ?? ''}
            onChange={(event) => onChange('mood', event.target.value || undefined)}
            className={selectClasses}
          >
            <option value="">{t('filters.anyMood')}</option>
            {MOODS.map((mood) => (
              <option key={mood} value={mood}>
                {t(`mood.${mood}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tag`} className="mb-1.5 block text-sm font-medium">
            {t('filters.tag')}
          </label>
          <select
            id={`${id}-tag`}
            value={filters.tag ?? ''}
            onChange={(event) => onChange('tag', event.target.value || undefined)}
            className={selectClasses}
          >
            <option value="">{t('filters.anyTag')}</option>
            {tagOptions.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="mb-1.5 block text-sm font-medium">
            {t('filters.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            min={EARLIEST_LOCAL_DATE}
            max={filters.to ?? today}
            value={filters.from ?? ''}
            onChange={(event) => onChange('from', event.target.value || undefined)}
            className={selectClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium">
            {t('filters.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            min={filters.from ?? EARLIEST_LOCAL_DATE}
            max={today}
            value={filters.to ?? ''}
            onChange={(event) => onChange('to', event.target.value || undefined)}
            className={selectClasses}
          />
        </div>
      </div>
      {active && (
        <div>
          <Button variant="ghost" className="h-9 px-3" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
