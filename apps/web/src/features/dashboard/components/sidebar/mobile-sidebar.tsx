import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@/components/ui/dialog-shell';
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
    <DialogShell
      sheet
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('sidebar.close')}
      id={MOBILE_SIDEBAR_ID}
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
      className="lg:hidden"
      overlayClassName="lg:hidden"
      closeClassName="top-2.5 right-4"
    >
      <div className="flex h-14 items-center border-b border-border px-4">
        <Dialog.Title className="text-sm font-semibold">{t('sidebar.title')}</Dialog.Title>
      </div>
      <div className="min-h-0 flex-1">
        <SidebarContent collapsed={false} section={section} fullPage={fullPage} />
      </div>
    </DialogShell>
  );
}
