import type { LocalDate } from '@ascend/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useCreateDiaryEntry } from '../api/create-diary-entry';
import { emptyDiaryForm, toCreateRequest } from '../diary-form-schema';
import { DiaryEntryForm } from './diary-entry-form';

/** A new entry, dated the user's today unless they choose an earlier day. */
export function DiaryComposer({
  today,
  tagSuggestions,
}: {
  today: LocalDate;
  tagSuggestions: readonly string[];
}) {
  const { t } = useTranslation('diary');
  const create = useCreateDiaryEntry();
  const messageOf = useApiErrorMessage();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4">
        <h2 id={headingId} className="text-base font-semibold">
          {t('composer.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('composer.description')}</p>
      </div>
      <DiaryEntryForm
        initial={emptyDiaryForm(today)}
        today={today}
        tagSuggestions={tagSuggestions}
        submitLabel={t('form.save')}
        error={create.isError ? messageOf(create.error, t('form.errors.save')) : null}
        success={saved ? t('form.saved') : null}
        onSubmit={async (values) => {
          setSaved(false);
          await create.mutateAsync(toCreateRequest(values));
          setSaved(true);
        }}
      />
    </section>
  );
}
