import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThemeMenu } from '@/components/controls/theme-menu';
import { cn } from '@/lib/cn';
import {
  ACCOUNT_ITEMS,
  BACK_ICON as BackIcon,
  MAIN_ITEMS,
  isAccountArea,
  type SectionKey,
} from '../../config/navigation';
import { useLogout } from '../../hooks/use-logout';
import { ProfileBlock } from './profile-block';
import { SidebarLink, sidebarRowClasses } from './sidebar-link';
import { SidebarTooltip } from './sidebar-tooltip';

export interface SidebarProps {
  /** Icons only (the docked sidebar's narrow state). */
  collapsed: boolean;
  section: SectionKey;
  /** On /account and /settings there is no site header above it. */
  fullPage: boolean;
}

/** What the sidebar holds, docked or in the slide-over: profile, sections, account and logout. */
export function SidebarContent({ collapsed, section, fullPage }: SidebarProps) {
  const { t } = useTranslation('dashboard');
  const logout = useLogout();
  const backLabel = t('sidebar.backToDashboard');
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <ProfileBlock collapsed={collapsed} />

      {isAccountArea(section) && (
        <SidebarTooltip label={backLabel} enabled={collapsed}>
          <Link
            to="/dashboard"
            aria-label={collapsed ? backLabel : undefined}
            className={cn(
              sidebarRowClasses(collapsed),
              'border border-border bg-card text-foreground hover:bg-muted',
            )}
          >
            <BackIcon className="size-5 shrink-0" aria-hidden="true" />
            {!collapsed && <span className="truncate">{backLabel}</span>}
          </Link>
        </SidebarTooltip>
      )}

      <nav aria-label={t('sidebar.mainNav')} className="min-h-0 flex-1 overflow-y-auto">
        <ul className="grid gap-1">
          {MAIN_ITEMS.map((item) => (
            <SidebarLink key={item.key} item={item} collapsed={collapsed} />
          ))}
        </ul>
      </nav>

      <div className="grid gap-1 border-t border-border pt-3">
        <nav aria-label={t('sidebar.accountNav')}>
          <ul className="grid gap-1">
            {ACCOUNT_ITEMS.map((item) => (
              <SidebarLink key={item.key} item={item} collapsed={collapsed} fullPage={fullPage} />
            ))}
          </ul>
        </nav>
        <div
          className={cn(
            'flex h-10 items-center text-sm font-medium text-muted-foreground',
            collapsed ? 'justify-center' : 'justify-between pl-3',
          )}
        >
          {!collapsed && <span aria-hidden="true">{t('sidebar.theme')}</span>}
          <ThemeMenu />
        </div>
        <SidebarTooltip label={t('sidebar.logout')} enabled={collapsed}>
          <button
            type="button"
            onClick={() => void logout()}
            aria-label={collapsed ? t('sidebar.logout') : undefined}
            className={cn(
              sidebarRowClasses(collapsed),
              'text-muted-foreground hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400',
            )}
          >
            <LogOut className="size-5 shrink-0" aria-hidden="true" />
            {!collapsed && <span>{t('sidebar.logout')}</span>}
          </button>
        </SidebarTooltip>
      </div>
    </div>
  );
}
