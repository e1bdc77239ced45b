/**
 * Finding a food to add: a search over the user's own foods, the starter library and products seen
 * before; with nothing typed, the favourites and recent foods (the server puts them first). A star
 * marks a favourite.
 */
import type { Food } from '@ascend/contracts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/ui/search-field';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSetFavourite } from '@/lib/nutrition/own-food-writes';
import { useFoodSearch } from '@/lib/nutrition/search-foods';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { FoodSummary } from '../food-summary';

export function FoodPicker({ onPick }: { onPick: (food: Food) => void }) {
  const { t } = useTranslation('nutrition');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const search = useFoodSearch(debounced);
  const messageOf = useApiErrorMessage();
  const foods = search.data?.foods ?? [];
  return (
    <div className="grid gap-3">
      <SearchField
        label={t('picker.search')}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {search.isPending
          ? ''
          : debounced.trim() === ''
            ? foods.length > 0
              ? t('picker.recent')
              : t('picker.noRecent')
            : t('picker.results', { count: foods.length })}
      </p>
      {search.isError && (
        <FormMessage kind="error">{messageOf(search.error, t('errors.load'))}</FormMessage>
      )}
      {search.isPending ? (
        <Spinner className="min-h-24" />
      ) : (
        <ul className="grid max-h-80 gap-1 overflow-y-auto" data-testid="food-results">
          {foods.map((food) => (
            <li key={`${food.ref.source}:${food.ref.id}`}>
              <FoodRow food={food} onPick={onPick} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FoodRow({ food, onPick }: { food: Food; onPick: (food: Food) => void }) {
  const { t } = useTranslation('nutrition');
  const favourite = useSetFavourite();
  return (
    <div className="flex items-center gap-1 rounded-lg border border-border/70 hover:bg-muted">
      <button
        type="button"
        onClick={() => onPick(food)}
        className="grid min-w-0 flex-1 px-3 py-2 text-left"
      >
        <FoodSummary food={food} withSource />
      </button>
      <button
        type="button"
        aria-pressed={food.favourite}
        aria-label={t('picker.favourite', { name: food.name })}
        disabled={favourite.isPending}
        onClick={() => favourite.mutate({ food: food.ref, favourite: !food.favourite })}
        className="grid size-10 shrink-0 place-items-center rounded-lg text-muted-foreground hover:text-foreground"
      >
        <Star
          className={cn('size-4', food.favourite && 'fill-amber-400 text-amber-500')}
          aria-hidden="true"
        />
      </button>
    </div>
  );
}
