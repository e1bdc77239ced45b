/** The nutrition page's dialogs: the shared dialog frame with a title and the sentence under it. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeading, DialogShell } from '@/components/ui/dialog-shell';

export function NutritionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('nutrition');
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('dialog.close')}
      className="grid gap-4"
    >
      <DialogHeading title={title} description={description} />
      {children}
    </DialogShell>
  );
}
