import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useDeleteDiaryEntry } from '../api/delete-diary-entry';

/**
 * Deleting asks first (the codebase has no toasts to offer an undo): a dialog that names the
 * entry, keeps focus inside, and closes on Escape or Cancel.
 */
export function DeleteEntryDialog({
  entryId,
  dateLabel,
  onDeleted,
}: {
  entryId: string;
  dateLabel: string;
  /** Where focus goes once the entry (and so this button) is gone. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('diary');
  const remove = useDeleteDiaryEntry();
  const messageOf = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  // Read when the dialog unmounts with its entry, before any state of this render would be.
  const deleting = useRef(false);

  async function confirm() {
    deleting.current = true;
    try {
      await remove.mutateAsync(entryId);
    } catch {
      deleting.current = false;
      return; // shown in the dialog
    }
    setOpen(false);
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) remove.reset();
      }}
      trigger={
        <Button
          variant="ghost"
          className="h-9 px-3 text-red-700 hover:bg-red-500/10 dark:text-red-300"
          aria-label={t('list.deleteLabel', { date: dateLabel })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('list.delete')}</span>
        </Button>
      }
      title={t('delete.title')}
      description={t('delete.description', { date: dateLabel })}
      error={remove.isError ? messageOf(remove.error, t('delete.error')) : null}
      cancelLabel={t('delete.cancel')}
      confirmLabel={
        <>
          <Trash2 className="size-4" aria-hidden="true" />
          {remove.isPending ? t('form.saving') : t('delete.confirm')}
        </>
      }
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={(event) => {
        // The trigger left with the entry: focus goes where the list says, not to the page.
        if (!deleting.current) return;
        event.preventDefault();
        onDeleted();
      }}
    />
  );
}
