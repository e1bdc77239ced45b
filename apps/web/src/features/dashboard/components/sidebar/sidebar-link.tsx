import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { SidebarItem } from '../../config/navigation';
import { ProBadge } from '../pro-badge';
import { SidebarTooltip } from './sidebar-tooltip';

export const sidebarRowClasses = (collapsed: boolean) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    collapsed ? 'justify-center px-0' : 'px-3',
  );

export function SidebarLink({
  item,
  collapsed,
  fullPage = false,
}: {
  item: SidebarItem;
  collapsed: boolean;
  fullPage?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const label = t(`sections.${item.key}.label`);
  const Icon = item.icon;
  return (
    <li>
      <SidebarTooltip label={label} enabled={collapsed}>
        <NavLink
          to={fullPage ? (item.fullPageTo ?? item.to) : item.to}
          end={item.to === '/dashboard'}
          aria-label={collapsed ? label : undefined}
          className={({ isActive }) =>
            cn(
              sidebarRowClasses(collapsed),
              isActive
                ? 'bg-accent/12 text-accent'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )
          }
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          {!collapsed && <span className="flex-1 truncate">{label}</span>}
          {!collapsed && item.pro && <ProBadge />}
        </NavLink>
      </SidebarTooltip>
    </li>
  );
}
