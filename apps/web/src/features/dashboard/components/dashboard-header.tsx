import { PanelLeft } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeMenu } from '@/components/controls/theme-menu';
import { buttonClasses } from '@/components/ui/button';
import type { SectionKey } from '../config/navigation';
import { MOBILE_SIDEBAR_ID } from './sidebar/mobile-sidebar';

/** The current section's title and description, the sidebar toggles and the theme control. */
export function DashboardHeader({
  section,
  collapsed,
  mobileOpen,
  onToggle,
  onOpenMobile,
  mobileButtonRef,
  fullPage,
}: {
  section: SectionKey;
  collapsed: boolean;
  mobileOpen: boolean;
  onToggle: () => void;
  onOpenMobile: () => void;
  mobileButtonRef: RefObject<HTMLButtonElement | null>;
  /** Without the site header above, this header keeps the theme control on every width. */
  fullPage: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="flex items-start gap-3 border-b border-border px-4 py-4 sm:px-6">
      <button
        ref={mobileButtonRef}
        type="button"
        className={buttonClasses('ghost', 'w-10 shrink-0 px-0 lg:hidden')}
        aria-label={t('sidebar.open')}
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
        aria-controls={mobileOpen ? MOBILE_SIDEBAR_ID : undefined}
        onClick={onOpenMobile}
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttonClasses('ghost', 'hidden w-10 shrink-0 px-0 lg:inline-flex')}
        aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        aria-expanded={!collapsed}
        aria-keyshortcuts="Control+B Meta+B"
        title={t('sidebar.shortcut')}
        onClick={onToggle}
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1 pt-1">
        <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">
          {t(`sections.${section}.title`)}
        </h1>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {t(`sections.${section}.description`)}
        </p>
      </div>
      <div className={fullPage ? undefined : 'hidden sm:block'}>
        <ThemeMenu />
      </div>
    </header>
  );
}
