import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** Every IANA zone the browser knows (decisions.md), plus the stored one if the list lacks it. */
function allTimeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** A search box that narrows the list of zones; choosing one saves it. */
export function TimezonePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (zone: string) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [search, setSearch] = useState('');
  // The ~400 zones enter the list once the visitor reaches for it (pointer, focus or a search);
  // until then it holds the chosen zone only, which keeps the page's first render light.
  const [reached, setReached] = useState(false);
  const zones = useMemo(() => allTimeZones(value), [value]);
  const needle = search.trim().toLowerCase().replace(/\s+/g, '_');
  const shown = needle
    ? zones.filter((zone) => zone.toLowerCase().includes(needle) || zone === value)
    : zones;
  const listed = reached || needle ? shown : [value];
  const reach = () => setReached(true);
  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-select`} className="text-sm font-medium">
        {t('general.timezone')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('general.timezoneSearch')}
        aria-label={t('general.timezoneSearch')}
        aria-controls={`${id}-select`}
        className={cn(inputClasses, 'h-10')}
      />
      <select
        id={`${id}-select`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPointerDown={reach}
        onFocus={reach}
        className={cn(inputClasses, 'h-10')}
      >
        {listed.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('general.timezoneCount', { count: shown.length })}
      </p>
    </div>
  );
}
