import type { DiaryEntry, LocalDate } from '@ascend/contracts';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useUpdateDiaryEntry } from '../api/update-diary-entry';
import { diaryFormOf, toUpdateRequest } from '../diary-form-schema';
import { formatLocalDate } from '../format-date';
import { MOOD_ICONS } from '../moods';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { DiaryEntryForm } from './diary-entry-form';

/**
 * One entry, as text only: the user's words are React text nodes (never HTML), with their line
 * breaks kept by `white-space: pre-wrap`. Edit swaps the card for the editor in place.
 */
export function DiaryEntryCard({
  entry,
  today,
  tagSuggestions,
  onTagSelect,
  onDeleted,
}: {
  entry: DiaryEntry;
  today: LocalDate;
  tagSuggestions: readonly string[];
  onTagSelect: (tag: string) => void;
  onDeleted: () => void;
}) {
  const { t, i18n } = useTranslation('diary');
  const titleId = useId();
  const update = useUpdateDiaryEntry();
  const messageOf = useApiErrorMessage();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const dateLabel = formatLocalDate(entry.date, i18n.language);
  const MoodIcon = entry.mood === null ? null : MOOD_ICONS[entry.mood];

  // Back from the editor, focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <article
        aria-label={t('list.editing', { date: dateLabel })}
        className="rounded-2xl border border-accent/40 bg-card p-4 shadow-sm sm:p-5"
      >
        <DiaryEntryForm
          initial={diaryFormOf(entry)}
          today={today}
          tagSuggestions={tagSuggestions}
          submitLabel={t('form.saveChanges')}
          error={update.isError ? messageOf(update.error, t('form.errors.save')) : null}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: entry.id, change: toUpdateRequest(values) });
            setEditing(false);
          }}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      </article>
    );
  }

  return (
    <article
      aria-labelledby={entry.title ? titleId : undefined}
      aria-label={entry.title ? undefined : t('list.entryOf', { date: dateLabel })}
      className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {entry.title && (
            <h4 id={titleId} className="font-semibold break-words">
              {entry.title}
            </h4>
          )}
          {entry.mood !== null && (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              {MoodIcon && <MoodIcon className="size-4" aria-hidden="true" />}
              {t('moodValue', { label: t(`mood.${entry.mood}`) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            className="h-9 px-3"
            onClick={() => setEditing(true)}
            aria-label={t('list.editLabel', { date: dateLabel })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('list.edit')}</span>
          </Button>
          <DeleteEntryDialog entryId={entry.id} dateLabel={dateLabel} onDeleted={onDeleted} />
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap">{entry.body}</p>
      {entry.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('list.tags')}>
          {entry.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onTagSelect(tag)}
                aria-label={t('list.filterByTag', { tag })}
                className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground transition-colors hover:bg-accent/12 hover:text-accent"
              >
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
