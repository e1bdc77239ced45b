import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
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
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) remove.reset();
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          className="h-9 px-3 text-red-700 hover:bg-red-500/10 dark:text-red-300"
          aria-label={t('list.deleteLabel', { date: dateLabel })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('list.delete')}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          className="dialog-content fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-foreground shadow-2xl"
          onCloseAutoFocus={(event) => {
            // The trigger left with the entry: focus goes where the list says, not to the page.
            if (!deleting.current) return;
            event.preventDefault();
            onDeleted();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {t('delete.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t('delete.description', { date: dateLabel })}
          </AlertDialog.Description>
          {remove.isError && (
            <FormMessage kind="error">{messageOf(remove.error, t('delete.error'))}</FormMessage>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('delete.cancel')}
            </AlertDialog.Cancel>
            <Button
              onClick={() => void confirm()}
              disabled={remove.isPending}
              className="bg-red-600 text-white hover:bg-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {remove.isPending ? t('form.saving') : t('delete.confirm')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
