import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURE_MENU, PRIMARY_LINKS, RESOURCES_MENU, type NavItem } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { NAV_TRIGGER } from './nav-styles';
import { PlanBadge } from './plan-badge';

const TRIGGER = NAV_TRIGGER;

/** The header's two drop-down menus, by their label's key. */
const MENUS = [
  { key: 'nav.features', items: FEATURE_MENU },
  { key: 'nav.resources', items: RESOURCES_MENU },
] as const;

function MenuPanel({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-2 w-[22rem] rounded-xl border border-border bg-card p-2 shadow-xl shadow-black/10">
      <ul className="grid gap-1">
        {items.map(({ key, to, icon: Icon, badge }) => (
          <li key={key}>
            <NavigationMenu.Link asChild>
              <Link
                to={to}
                className="flex gap-3 rounded-lg p-3 outline-none transition-colors hover:bg-muted focus-visible:bg-muted"
              >
                {Icon && (
                  <span className="grid size-9 shrink-0 place-items-center rounded-md bg-accent/12 text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                )}
                <span className="min-w-0">
                  <span className="flex items-center gap-2 text-sm font-semibold text-foreground">
                    {t(key)}
                    {badge && <PlanBadge plan={badge} />}
                  </span>
                  <span className="mt-0.5 block text-xs leading-relaxed text-muted-foreground">
                    {t(`${key}Description`)}
                  </span>
                </span>
              </Link>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </NavigationMenu.Content>
  );
}

/** Features and Resources menus (keyboard-operable), then Pricing and Contact. */
export function DesktopNav({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  return (
    <NavigationMenu.Root aria-label={t('nav.label')} className={cn('relative', className)}>
      <NavigationMenu.List className="flex items-center gap-1">
        {MENUS.map(({ key, items }) => (
          <NavigationMenu.Item key={key} className="relative">
            <NavigationMenu.Trigger className={TRIGGER}>
              {t(key)}
              <ChevronDown
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </NavigationMenu.Trigger>
            <MenuPanel items={items} />
          </NavigationMenu.Item>
        ))}
        {PRIMARY_LINKS.map(({ key, to }) => (
          <NavigationMenu.Item key={key}>
            <NavigationMenu.Link asChild>
              <Link to={to} className={TRIGGER}>
                {t(key)}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
