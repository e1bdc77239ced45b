import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionKey } from '../../config/navigation';
import { SidebarContent } from './sidebar-content';

export const MOBILE_SIDEBAR_ID = 'dashboard-mobile-sidebar';

/**
 * Below `lg` the sidebar is a slide-over with a backdrop. Radix Dialog traps focus inside it,
 * returns focus to the menu button and closes on Escape; the layout closes it on navigation.
 */
export function MobileSidebar({
  open,
  onOpenChange,
  section,
  returnFocusRef,
  fullPage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: SectionKey;
  /** The menu button in the header; the sheet is opened from outside Radix's own trigger. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  fullPage: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] lg:hidden" />
        <Dialog.Content
          id={MOBILE_SIDEBAR_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card text-foreground shadow-2xl outline-none lg:hidden"
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-sm font-semibold">{t('sidebar.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('sidebar.close')}
              className="grid size-9 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1">
            <SidebarContent collapsed={false} section={section} fullPage={fullPage} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
