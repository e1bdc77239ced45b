/**
 * A question before something that cannot be undone (delete a diary entry, discard a workout): an
 * alert dialog (Radix AlertDialog: it does not close on a click outside), named by its title and
 * described by its sentence, with the refusal if the last try failed, Cancel, and the red button
 * that does it. Focus starts on Cancel.
 */
import { AlertDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { dialogCardClasses, dialogOverlayClasses } from './dialog-shell';
import { FormMessage } from './form-message';

export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  error,
  cancelLabel,
  confirmLabel,
  busy,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** Why the last try failed, already worded. */
  error: string | null;
  cancelLabel: string;
  /** The red button's content (words, or an icon and words). */
  confirmLabel: ReactNode;
  /** The confirmed action is under way: the red button waits. */
  busy: boolean;
  onConfirm: () => void;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialog.Content>['onCloseAutoFocus'];
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(dialogCardClasses, 'grid max-w-md gap-4 p-6 sm:p-6')}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" className="h-11">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="h-11 bg-red-600 text-white hover:bg-red-700"
              disabled={busy}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
