/**
 * A modal dialog's frame (Radix Dialog): the dimmed backdrop, the panel that keeps the focus inside
 * and closes on Escape, and its labelled close button. The panel is a centred card that scrolls when
 * it is taller than the screen, or a sheet along the left edge (the dashboard's sidebar on a
 * phone). What it holds, title included, is the caller's; `DialogHeading` is the usual title and
 * description.
 */
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/** The backdrop behind every modal (the confirmations' too). */
export const dialogOverlayClasses =
  'dialog-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm';

/** The centred card (the confirmations' too). */
export const dialogCardClasses =
  'dialog-content fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-4 text-foreground shadow-2xl shadow-black/30 sm:p-6';

const SHEET_CLASSES =
  'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card text-foreground shadow-2xl outline-none';

export function DialogShell({
  open,
  onOpenChange,
  closeLabel,
  trigger,
  sheet = false,
  className,
  overlayClassName,
  closeClassName,
  children,
  ...content
}: Omit<ComponentProps<typeof Dialog.Content>, 'className' | 'children'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The button that opens it, if it is not opened from elsewhere. */
  trigger?: ReactNode;
  /** A sheet along the left edge rather than a centred card. */
  sheet?: boolean;
  /** The panel's width (`max-w-*`), padding or layout, over the defaults. */
  className?: string;
  overlayClassName?: string;
  /** The close button's place, where the panel's padding differs. */
  closeClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={cn(dialogOverlayClasses, overlayClassName)} />
        <Dialog.Content
          {...content}
          className={cn(sheet ? SHEET_CLASSES : dialogCardClasses, className)}
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
