/**
 * A modal dialog's frame (Radix Dialog): the dimmed backdrop, a centred card that scrolls when it is
 * taller than the screen, keeps the focus inside and closes on Escape, and its labelled close button.
 * What it holds, title included, is the caller's; `DialogHeading` is the usual title and description.
 */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

export function DialogShell({
  open,
  onOpenChange,
  closeLabel,
  className,
  closeClassName,
  onOpenAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The card's width (`max-w-*`), padding or layout, over the defaults. */
  className?: string;
  /** The close button's place, where the card's padding differs. */
  closeClassName?: string;
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>['onOpenAutoFocus'];
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          className={cn(
            'dialog-content fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-4 text-foreground shadow-2xl shadow-black/30 sm:p-6',
            className,
          )}
        >
          {children}
          <Dialog.Close
            aria-label={closeLabel}
            className={cn(
              'absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
              closeClassName,
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's title and the sentence under it, clear of the close button. Given `titleRef`, the
 * title can take the focus (a dialog whose first field would open a phone's keyboard focuses it).
 */
export function DialogHeading({
  title,
  description,
  titleRef,
}: {
  title: ReactNode;
  description: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="pr-10">
      <Dialog.Title
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="text-lg font-bold tracking-tight outline-none"
      >
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-muted-foreground">
        {description}
      </Dialog.Description>
    </div>
  );
}
