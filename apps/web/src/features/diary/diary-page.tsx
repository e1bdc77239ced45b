import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiaryTags } from './api/get-diary-tags';
import { DiaryComposer } from './components/diary-composer';
import { DiaryFilters } from './components/diary-filters';
import { DiaryList } from './components/diary-list';
import { useDiaryFilters } from './hooks/use-diary-filters';
import { useUserToday } from './hooks/use-user-today';

/** /dashboard/diary: write an entry; find, read, edit and delete the ones before. */
export function DiaryPage() {
  const { t } = useTranslation('diary');
  const today = useUserToday();
  const tags = useDiaryTags().data ?? [];
  const { filters, setFilter, clear, active } = useDiaryFilters();
  const listHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <DiaryComposer today={today} tagSuggestions={tags} />
      <section aria-labelledby="diary-entries" className="grid gap-4">
        <h2
          id="diary-entries"
          ref={listHeading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          {t('list.title')}
        </h2>
        <DiaryFilters
          filters={filters}
          tags={tags}
          today={today}
          active={active}
          onChange={setFilter}
          onClear={clear}
        />
        <DiaryList
          filters={filters}
          filtered={active}
          today={today}
          tagSuggestions={tags}
          onTagSelect={(tag) => setFilter('tag', tag)}
          onDeleted={() => listHeading.current?.focus()}
        />
      </section>
    </div>
  );
}
