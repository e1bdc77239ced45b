/**
 * The list's filters live in the address (`?q=&mood=&tag=&from=&to=`), so a search can be linked,
 * reloaded and undone with Back. A value the API would refuse is ignored rather than sent.
 */
import { diaryQuerySchema } from '@ascend/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DiaryFilters } from '../api/diary-query-keys';

const FILTER_NAMES = ['q', 'mood', 'tag', 'from', 'to'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

function parseFilters(params: URLSearchParams): DiaryFilters {
  const filters: DiaryFilters = {};
  for (const name of FILTER_NAMES) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = diaryQuerySchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) {
      Object.assign(filters, { [name]: parsed.data });
    }
  }
  return filters;
}

export function useDiaryFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // One object per address, so the list's query key changes only when a filter does.
  const filters = useMemo(() => parseFilters(new URLSearchParams(key)), [key]);

  const setFilter = useCallback(
    (name: FilterName, value: string | number | undefined) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
          return next;
        },
        // Typing a search must not fill the history with one entry per word.
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTER_NAMES) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const active = Object.keys(filters).length > 0;
  return { filters, setFilter, clear, active };
}
