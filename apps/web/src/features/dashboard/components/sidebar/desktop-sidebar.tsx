import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SidebarContent, type SidebarProps } from './sidebar-content';

/**
 * Docked on large screens: wide (w-72) or narrow with icons only (w-16). The aside itself
 * stretches to the full height of the layout's row, so its background and border run down the
 * whole page however long it is; its content stays in view inside it, sticky below the header.
 */
export function DesktopSidebar(props: SidebarProps) {
  const { collapsed, fullPage } = props;
  const { t } = useTranslation('dashboard');
  return (
    <aside
      aria-label={t('sidebar.title')}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn(
        'hidden shrink-0 self-stretch border-r border-border bg-card/60 transition-[width] duration-200 lg:block',
        collapsed ? 'w-16' : 'w-72',
      )}
    >
      <div className={cn('sticky', fullPage ? 'top-0 h-dvh' : 'top-16 h-[calc(100dvh-4rem)]')}>
        <SidebarContent {...props} />
      </div>
    </aside>
  );
}
