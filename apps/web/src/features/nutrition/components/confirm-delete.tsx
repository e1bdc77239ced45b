/** A delete button that asks first, naming what goes (no toasts here to offer an undo). */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="ghost"
          className="size-9 px-0 text-red-700 hover:bg-red-500/10 dark:text-red-300"
          aria-label={label}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      error={error}
      cancelLabel={t('actions.cancel')}
      confirmLabel={
        <>
          <Trash2 className="size-4" aria-hidden="true" />
          {pending ? t('actions.deleting') : t('actions.delete')}
        </>
      }
      busy={pending}
      onConfirm={() => void onConfirm().then((done) => done && setOpen(false))}
    />
  );
}
