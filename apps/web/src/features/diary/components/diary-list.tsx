import type { DiaryEntry, LocalDate } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadFailure } from '@/components/ui/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { useApiErrorMessage } from '@/lib/use-api-client';
import type { DiaryFilters } from '../api/diary-query-keys';
import { useDiaryEntries } from '../api/get-diary-entries';
import { formatLocalDate } from '../format-date';
import { DiaryEntryCard } from './diary-entry-card';

interface Day {
  date: LocalDate;
  entries: DiaryEntry[];
}

/** The server's order (newest day first) kept, entries of one day under one heading. */
function byDay(entries: readonly DiaryEntry[]): Day[] {
  const days: Day[] = [];
  for (const entry of entries) {
    const last = days[days.length - 1];
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({ date: entry.date, entries: [entry] });
  }
  return days;
}

/** The entries that match the filters, by day, a page at a time with "Load more". */
export function DiaryList({
  filters,
  filtered,
  today,
  tagSuggestions,
  onTagSelect,
  onDeleted,
}: {
  filters: DiaryFilters;
  filtered: boolean;
  today: LocalDate;
  tagSuggestions: readonly string[];
  onTagSelect: (tag: string) => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('diary');
  const messageOf = useApiErrorMessage();
  const query = useDiaryEntries(filters);

  if (query.isPending) return <Spinner className="min-h-40" />;
  // A failed first page; a failed later page keeps the entries shown (its error goes below them).
  if (!query.data) {
    return (
      <LoadFailure
        error={query.error}
        fallback={t('list.error')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const days = byDay(query.data.pages.flatMap((page) => page.entries));
  if (days.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground">
        {filtered ? t('list.noMatches') : t('list.empty')}
      </p>
    );
  }
  const updating = query.isPlaceholderData && query.isFetching;
  return (
    <div className="grid gap-6">
      <ol
        aria-busy={updating || undefined}
        className={updating ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}
      >
        {days.map((day) => (
          <li key={day.date} className="grid gap-3">
            <h3 className="text-sm font-semibold text-muted-foreground">
              <time dateTime={day.date}>{formatLocalDate(day.date, i18n.language)}</time>
            </h3>
            {day.entries.map((entry) => (
              <DiaryEntryCard
                key={entry.id}
                entry={entry}
                today={today}
                tagSuggestions={tagSuggestions}
                onTagSelect={onTagSelect}
                onDeleted={onDeleted}
              />
            ))}
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
      {query.isError && (
        <FormMessage kind="error">{messageOf(query.error, t('list.error'))}</FormMessage>
      )}
    </div>
  );
}
