/** A delete button that asks first, naming what goes (no toasts here to offer an undo). */
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';

export function ConfirmDelete({
  label,
  title,
  description,
  pending,
  error,
  onConfirm,
}: {
  /** The button's accessible name ("Delete Apple"). */
  label: string;
  title: string;
  description: string;
  pending: boolean;
  error: string | null;
  /** Resolves true once deleted (the dialog closes), false when refused (it stays, with the error). */
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useTranslation('nutrition');
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          variant="ghost"
          className="size-9 px-0 text-red-700 hover:bg-red-500/10 dark:text-red-300"
          aria-label={label}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="dialog-content fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-foreground shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('actions.cancel')}
            </AlertDialog.Cancel>
            <Button
              disabled={pending}
              className="bg-red-600 text-white hover:bg-red-700"
              onClick={() => void onConfirm().then((done) => done && setOpen(false))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {pending ? t('actions.deleting') : t('actions.delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
